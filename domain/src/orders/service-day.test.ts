import { describe, expect, it } from 'vitest';
import {
  addDays,
  instantOfLocal,
  nextDayChange,
  nextWallTime,
  serviceDayBounds,
  serviceDayOf,
} from './service-day.ts';

const MADRID = 'Europe/Madrid';

describe('serviceDayOf', () => {
  it('counts a dinner ending at 01:00 in its evening', () => {
    // 00:30 UTC on 28 Nov is 01:30 in Madrid (UTC+1): still the 27th's service.
    expect(serviceDayOf(new Date('2026-11-28T00:30:00Z'), MADRID)).toBe('2026-11-27');
  });
  it('starts the new day at the day change', () => {
    expect(serviceDayOf(new Date('2026-11-28T04:00:00Z'), MADRID)).toBe('2026-11-28');
    expect(serviceDayOf(new Date('2026-11-28T03:59:00Z'), MADRID)).toBe('2026-11-27');
  });
  it('follows a day change the venue sets', () => {
    expect(serviceDayOf(new Date('2026-11-28T00:30:00Z'), MADRID, 0)).toBe('2026-11-28');
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('instantOfLocal', () => {
  it('converts a venue wall time to the instant', () => {
    expect(instantOfLocal('2026-11-27', 300, MADRID).toISOString()).toBe(
      '2026-11-27T04:00:00.000Z',
    );
    expect(instantOfLocal('2026-07-01', 300, MADRID).toISOString()).toBe(
      '2026-07-01T03:00:00.000Z',
    );
  });
  it('answers the instant after a spring-forward gap', () => {
    // 29 Mar 2026, Madrid jumps from 02:00 to 03:00: 02:30 does not exist.
    expect(instantOfLocal('2026-03-29', 150, MADRID).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });
  it('answers the first of two instants on a fall-back overlap', () => {
    // 25 Oct 2026, 02:30 happens twice in Madrid: first at UTC+2.
    expect(instantOfLocal('2026-10-25', 150, MADRID).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});

describe('serviceDayBounds', () => {
  it('is 23 hours long on the spring-forward day and 25 on the fall-back day', () => {
    const spring = serviceDayBounds('2026-03-28', MADRID);
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = serviceDayBounds('2026-10-24', MADRID);
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });
});

describe('nextDayChange', () => {
  it('is the next 05:00 of the venue', () => {
    expect(nextDayChange(new Date('2026-11-27T21:00:00Z'), MADRID).toISOString()).toBe(
      '2026-11-28T04:00:00.000Z',
    );
    expect(nextDayChange(new Date('2026-11-28T01:00:00Z'), MADRID).toISOString()).toBe(
      '2026-11-28T04:00:00.000Z',
    );
  });
  it('works in a zone west of UTC', () => {
    expect(nextDayChange(new Date('2026-11-27T21:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-28T10:00:00.000Z',
    );
  });
});

describe('nextWallTime', () => {
  const madrid = 'Europe/Madrid';
  it('answers today at that time while it is still ahead', () => {
    // 18:00 in Madrid (UTC+1 in winter): 21:00 is 20:00 UTC the same day.
    const at = new Date('2026-12-06T17:00:00Z');
    expect(nextWallTime(at, 21 * 60, madrid).toISOString()).toBe('2026-12-06T20:00:00.000Z');
  });
  it('answers tomorrow once that time has passed today', () => {
    const at = new Date('2026-12-06T21:30:00Z');
    expect(nextWallTime(at, 21 * 60, madrid).toISOString()).toBe('2026-12-07T20:00:00.000Z');
  });
  it('never answers the instant itself', () => {
    const at = new Date('2026-12-06T20:00:00Z');
    expect(nextWallTime(at, 21 * 60, madrid).toISOString()).toBe('2026-12-07T20:00:00.000Z');
  });
});
