import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_SETTINGS,
  dayChangeMinutes,
  isPausedAt,
  isPaymentType,
  orderingClosedAt,
  pauseMessageIn,
} from './settings.ts';

describe('isPaymentType', () => {
  it('takes the card providers and demo, not the room folio nor an unknown or missing name', () => {
    for (const name of ['demo', 'stripe', 'redsys']) expect(isPaymentType(name)).toBe(true);
    for (const name of ['room', 'paypal', 'Stripe', '', null])
      expect(isPaymentType(name)).toBe(false);
  });
});

const AT = new Date('2026-06-03T10:30:00Z');
const on = { ...DEFAULT_ORDER_SETTINGS, OrderingEnabled: true };

describe('orderingClosedAt', () => {
  it('says why a guest cannot order: off first, then paused, then out of hours', () => {
    expect(orderingClosedAt(DEFAULT_ORDER_SETTINGS, AT, 'Europe/Madrid')).toBe('off');
    expect(orderingClosedAt(on, AT, 'Europe/Madrid')).toBeNull();
    const paused = { ...on, PausedUntil: '2026-06-03T10:45:00.000Z' };
    expect(orderingClosedAt(paused, AT, 'Europe/Madrid')).toBe('paused');
    const evenings = {
      ...on,
      Availability: { IsTemp: true, IsAllTimes: false, TimeStart: 1140, TimeEnd: 1380 },
    };
    expect(orderingClosedAt(evenings, AT, 'Europe/Madrid')).toBe('hours');
  });
});

describe('isPausedAt', () => {
  it('ends by itself at its time', () => {
    expect(isPausedAt({ PausedUntil: null }, AT)).toBe(false);
    expect(isPausedAt({ PausedUntil: '2026-06-03T10:30:00.001Z' }, AT)).toBe(true);
    expect(isPausedAt({ PausedUntil: '2026-06-03T10:30:00.000Z' }, AT)).toBe(false);
  });
});

describe('pauseMessageIn', () => {
  it("answers the guest's language, else any written one, else null", () => {
    const s = { PauseMessage: { es: 'Cocina saturada', en: '' } };
    expect(pauseMessageIn(s, 'es')).toBe('Cocina saturada');
    expect(pauseMessageIn(s, 'en')).toBe('Cocina saturada');
    expect(pauseMessageIn({ PauseMessage: null }, 'es')).toBeNull();
  });
});

describe('dayChangeMinutes', () => {
  it('reads HH:MM, 05:00 for anything else', () => {
    expect(dayChangeMinutes('04:30')).toBe(270);
    expect(dayChangeMinutes('25:00')).toBe(300);
    expect(dayChangeMinutes(null)).toBe(300);
  });
});
