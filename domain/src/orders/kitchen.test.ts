import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AGE_THRESHOLDS,
  kitchenColumnOf,
  minutesSince,
  needsKitchenAlert,
  normalizeAgeThresholds,
  orderAgeLevel,
} from './kitchen.ts';
import { ORDER_STATUSES } from './status.ts';

describe('kitchenColumnOf', () => {
  it('maps confirmed → new, checked → accepted, closed → served, and hides the rest', () => {
    const mapped = Object.fromEntries(ORDER_STATUSES.map((s) => [s, kitchenColumnOf(s)]));
    expect(mapped).toEqual({
      open: null,
      confirmed: 'new',
      checked: 'accepted',
      closed: 'served',
      finalized: null,
      cancelled: null,
    });
  });
});

describe('orderAgeLevel', () => {
  const t = { warnMinutes: 10, lateMinutes: 20 };
  it('is fresh before amber, amber from warnMinutes, red from lateMinutes', () => {
    expect(orderAgeLevel(0, t)).toBe('fresh');
    expect(orderAgeLevel(9, t)).toBe('fresh');
    expect(orderAgeLevel(10, t)).toBe('warn');
    expect(orderAgeLevel(19, t)).toBe('warn');
    expect(orderAgeLevel(20, t)).toBe('late');
    expect(orderAgeLevel(300, t)).toBe('late');
  });
});

describe('minutesSince', () => {
  it('counts whole minutes and never goes negative', () => {
    const since = new Date('2026-11-25T12:00:00Z');
    expect(minutesSince(since, new Date('2026-11-25T12:09:59Z'))).toBe(9);
    expect(minutesSince(since, new Date('2026-11-25T12:10:00Z'))).toBe(10);
    expect(minutesSince(since, new Date('2026-11-25T11:59:00Z'))).toBe(0);
  });
});

describe('normalizeAgeThresholds', () => {
  it('keeps sane values, rounds, bounds them and never puts red before amber', () => {
    expect(normalizeAgeThresholds({ warnMinutes: 5, lateMinutes: 12 })).toEqual({
      warnMinutes: 5,
      lateMinutes: 12,
    });
    expect(normalizeAgeThresholds({ warnMinutes: 4.6, lateMinutes: 999 })).toEqual({
      warnMinutes: 5,
      lateMinutes: 240,
    });
    expect(normalizeAgeThresholds({ warnMinutes: 15, lateMinutes: 8 })).toEqual({
      warnMinutes: 15,
      lateMinutes: 15,
    });
    expect(normalizeAgeThresholds({ warnMinutes: 0, lateMinutes: -3 })).toEqual({
      warnMinutes: 1,
      lateMinutes: 1,
    });
  });
  it('falls back to the defaults for anything unreadable', () => {
    expect(normalizeAgeThresholds(null)).toEqual(DEFAULT_AGE_THRESHOLDS);
    expect(normalizeAgeThresholds('x')).toEqual(DEFAULT_AGE_THRESHOLDS);
    expect(normalizeAgeThresholds({ warnMinutes: 'a', lateMinutes: Number.NaN })).toEqual(
      DEFAULT_AGE_THRESHOLDS,
    );
  });
});

describe('needsKitchenAlert', () => {
  it('rings while an order waits in the new column, and only then', () => {
    expect(needsKitchenAlert(['confirmed', 'checked'])).toBe(true);
    expect(needsKitchenAlert(['checked', 'closed', 'open'])).toBe(false);
    expect(needsKitchenAlert([])).toBe(false);
  });
});
