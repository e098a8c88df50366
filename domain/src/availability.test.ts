import { describe, expect, it } from 'vitest';
import {
  type Availability,
  DAY_MINUTES,
  defaultAvailability,
  isAvailableAt,
  isWithinTimeWindow,
  localTimeIn,
} from './availability.ts';

const MADRID = 'Europe/Madrid';
const UTC = 'UTC';
const at = (iso: string) => new Date(iso);
/** Noon in Madrid (CET, UTC+1) on a March 2026 day. */
const noonMadrid = (day: string) => at(`${day}T11:00:00Z`);
const temp = (a: Availability): Availability => ({ IsTemp: true, ...a });

describe('isAvailableAt: not temporary', () => {
  it('null or undefined availability: always available', () => {
    expect(isAvailableAt(null, at('2026-03-10T12:00:00Z'), MADRID)).toBe(true);
    expect(isAvailableAt(undefined, at('2026-03-10T12:00:00Z'), MADRID)).toBe(true);
  });

  it('IsTemp false or absent: always available, whatever the other fields say', () => {
    const closed = {
      Per: 1 as const,
      DateStart: '2000-01-01',
      IsAllTimes: false,
      TimeStart: 0,
      TimeEnd: 1,
    };
    expect(isAvailableAt({ ...closed, IsTemp: false }, at('2026-03-10T12:00:00Z'), MADRID)).toBe(
      true,
    );
    expect(isAvailableAt(closed, at('2026-03-10T12:00:00Z'), MADRID)).toBe(true);
  });

  it('default availability is not temporary: always available', () => {
    expect(isAvailableAt(defaultAvailability(), at('2026-03-10T12:00:00Z'), MADRID)).toBe(true);
  });
});

describe('isAvailableAt: Per 0 (every day) with a date range', () => {
  const range = temp({ Per: 0, DateStart: '2026-03-10', DateEnd: '2026-03-20', IsAllDays: false });

  it('before DateStart: not available', () => {
    expect(isAvailableAt(range, noonMadrid('2026-03-09'), MADRID)).toBe(false);
  });

  it('inside the range: available, both ends inclusive', () => {
    expect(isAvailableAt(range, noonMadrid('2026-03-10'), MADRID)).toBe(true);
    expect(isAvailableAt(range, noonMadrid('2026-03-15'), MADRID)).toBe(true);
    expect(isAvailableAt(range, noonMadrid('2026-03-20'), MADRID)).toBe(true);
  });

  it('after DateEnd: not available when IsAllDays is false', () => {
    expect(isAvailableAt(range, noonMadrid('2026-03-21'), MADRID)).toBe(false);
  });

  it('after DateEnd: still available when IsAllDays is true (no end day) or absent', () => {
    expect(isAvailableAt({ ...range, IsAllDays: true }, noonMadrid('2026-03-21'), MADRID)).toBe(
      true,
    );
    const { IsAllDays: _omit, ...noFlag } = range;
    expect(isAvailableAt(noFlag, noonMadrid('2026-03-21'), MADRID)).toBe(true);
  });

  it('no DateStart: no lower bound', () => {
    expect(isAvailableAt(temp({ Per: 0, DateStart: null }), noonMadrid('1999-01-01'), MADRID)).toBe(
      true,
    );
  });

  it("DateStart with a 'T…' suffix uses only the date part", () => {
    const a = temp({
      Per: 0,
      DateStart: '2026-03-10T00:00:00.000Z',
      DateEnd: '2026-03-20T23:00:00.000Z',
      IsAllDays: false,
    });
    expect(isAvailableAt(a, noonMadrid('2026-03-09'), MADRID)).toBe(false);
    expect(isAvailableAt(a, noonMadrid('2026-03-10'), MADRID)).toBe(true);
    expect(isAvailableAt(a, noonMadrid('2026-03-20'), MADRID)).toBe(true);
    expect(isAvailableAt(a, noonMadrid('2026-03-21'), MADRID)).toBe(false);
  });

  it("date range judged in the enterprise's time zone", () => {
    // 2026-03-09T23:30Z is 2026-03-10 00:30 in Madrid: already inside the range there.
    expect(isAvailableAt(range, at('2026-03-09T23:30:00Z'), MADRID)).toBe(true);
    expect(isAvailableAt(range, at('2026-03-09T23:30:00Z'), UTC)).toBe(false);
  });
});

describe('isAvailableAt: Per 1 (one day)', () => {
  const oneDay = temp({ Per: 1, DateStart: '2026-03-11' });

  it('that day only', () => {
    expect(isAvailableAt(oneDay, noonMadrid('2026-03-10'), MADRID)).toBe(false);
    expect(isAvailableAt(oneDay, noonMadrid('2026-03-11'), MADRID)).toBe(true);
    expect(isAvailableAt(oneDay, noonMadrid('2026-03-12'), MADRID)).toBe(false);
  });

  it("that day in the enterprise's time zone, not in UTC", () => {
    // Still 2026-03-10 in UTC, already 2026-03-11 00:30 in Madrid.
    expect(isAvailableAt(oneDay, at('2026-03-10T23:30:00Z'), MADRID)).toBe(true);
    // Still 2026-03-11 in UTC, already 2026-03-12 00:30 in Madrid.
    expect(isAvailableAt(oneDay, at('2026-03-11T23:30:00Z'), MADRID)).toBe(false);
    // 23:30 on 2026-03-10 in Madrid.
    expect(isAvailableAt(oneDay, at('2026-03-10T22:30:00Z'), MADRID)).toBe(false);
  });

  it('DateEnd is ignored for a one-day availability', () => {
    const a = { ...oneDay, DateEnd: '2026-03-20', IsAllDays: false };
    expect(isAvailableAt(a, noonMadrid('2026-03-15'), MADRID)).toBe(false);
  });

  it("DateStart with a 'T…' suffix uses only the date part", () => {
    const a = temp({ Per: 1, DateStart: '2026-03-11T00:00:00.000Z' });
    expect(isAvailableAt(a, noonMadrid('2026-03-11'), MADRID)).toBe(true);
  });

  it('the time window applies on that day', () => {
    const a = { ...oneDay, IsAllTimes: false, TimeStart: 600, TimeEnd: 720 };
    expect(isAvailableAt(a, at('2026-03-11T09:30:00Z'), MADRID)).toBe(true); // 10:30 Madrid
    expect(isAvailableAt(a, at('2026-03-11T08:30:00Z'), MADRID)).toBe(false); // 09:30 Madrid
  });
});

describe('isAvailableAt: time window', () => {
  const window = (TimeStart: number, TimeEnd: number) =>
    temp({ Per: 0, IsAllTimes: false, TimeStart, TimeEnd });
  const utc = (hhmm: string) => at(`2026-03-11T${hhmm}:00Z`);

  it('IsAllTimes true (or absent) ignores the times', () => {
    const a = temp({ Per: 0, IsAllTimes: true, TimeStart: 600, TimeEnd: 720 });
    expect(isAvailableAt(a, utc('03:00'), UTC)).toBe(true);
    expect(isAvailableAt(temp({ Per: 0, TimeStart: 600, TimeEnd: 720 }), utc('03:00'), UTC)).toBe(
      true,
    );
  });

  it('TimeStart inclusive, TimeEnd exclusive', () => {
    const a = window(600, 720); // 10:00–12:00
    expect(isAvailableAt(a, utc('09:59'), UTC)).toBe(false);
    expect(isAvailableAt(a, utc('10:00'), UTC)).toBe(true);
    expect(isAvailableAt(a, utc('11:59'), UTC)).toBe(true);
    expect(isAvailableAt(a, utc('12:00'), UTC)).toBe(false);
  });

  it('window judged on the wall clock of the time zone', () => {
    const a = window(600, 720); // 10:00–12:00 Madrid = 09:00–11:00 UTC in March (CET)
    expect(isAvailableAt(a, utc('09:30'), MADRID)).toBe(true);
    expect(isAvailableAt(a, utc('11:30'), MADRID)).toBe(false);
  });

  it('overnight window 22:00–02:00 runs past midnight', () => {
    const a = window(1320, 120);
    expect(isAvailableAt(a, utc('21:59'), UTC)).toBe(false);
    expect(isAvailableAt(a, utc('22:00'), UTC)).toBe(true);
    expect(isAvailableAt(a, utc('23:59'), UTC)).toBe(true);
    expect(isAvailableAt(a, utc('00:00'), UTC)).toBe(true);
    expect(isAvailableAt(a, utc('01:59'), UTC)).toBe(true);
    expect(isAvailableAt(a, utc('02:00'), UTC)).toBe(false);
    expect(isAvailableAt(a, utc('12:00'), UTC)).toBe(false);
  });

  it('equal start and end = the whole day', () => {
    const a = window(600, 600);
    for (const t of ['00:00', '09:59', '10:00', '23:59']) {
      expect(isAvailableAt(a, utc(t), UTC), t).toBe(true);
    }
  });

  it('window 00:00–24:00 covers the whole day', () => {
    const a = window(0, DAY_MINUTES);
    expect(isAvailableAt(a, utc('00:00'), UTC)).toBe(true);
    expect(isAvailableAt(a, utc('23:59'), UTC)).toBe(true);
  });

  it('isWithinTimeWindow: absent times default to 120 (equal: whole day)', () => {
    expect(isWithinTimeWindow({ IsAllTimes: false }, 0)).toBe(true);
    expect(isWithinTimeWindow({ IsAllTimes: false, TimeStart: 60 }, 119)).toBe(true);
    expect(isWithinTimeWindow({ IsAllTimes: false, TimeStart: 60 }, 120)).toBe(false);
  });
});

describe('isAvailableAt: Per 2 recurrence by week', () => {
  // March 2026: Sun 1, Mon 2, Wed 4, Sun 8, Mon 9, Sun 15, Mon 16, Sun 22, Mon 23.
  const weekly = (a: Availability) => temp({ Per: 2, Rec: 1, ...a });

  it('DayOfWeek with Sunday = 0', () => {
    const sundays = weekly({ DayOfWeek: [0] });
    expect(isAvailableAt(sundays, noonMadrid('2026-03-15'), MADRID)).toBe(true);
    expect(isAvailableAt(sundays, noonMadrid('2026-03-16'), MADRID)).toBe(false);
    expect(isAvailableAt(sundays, noonMadrid('2026-03-14'), MADRID)).toBe(false);
  });

  it('DayOfWeek Monday..Saturday = 1..6', () => {
    const a = weekly({ DayOfWeek: [1, 6] });
    expect(isAvailableAt(a, noonMadrid('2026-03-16'), MADRID)).toBe(true); // Monday
    expect(isAvailableAt(a, noonMadrid('2026-03-21'), MADRID)).toBe(true); // Saturday
    expect(isAvailableAt(a, noonMadrid('2026-03-18'), MADRID)).toBe(false); // Wednesday
  });

  it("weekday taken in the enterprise's time zone", () => {
    // Saturday 23:30 UTC is already Sunday 00:30 in Madrid.
    const sundays = weekly({ DayOfWeek: [0] });
    expect(isAvailableAt(sundays, at('2026-03-14T23:30:00Z'), MADRID)).toBe(true);
    expect(isAvailableAt(sundays, at('2026-03-14T23:30:00Z'), UTC)).toBe(false);
  });

  it('empty DayOfWeek list = every day', () => {
    const a = weekly({ DayOfWeek: [] });
    for (let d = 9; d <= 15; d++) {
      const day = `2026-03-${String(d).padStart(2, '0')}`;
      expect(isAvailableAt(a, noonMadrid(day), MADRID), day).toBe(true);
    }
  });

  it('Rec defaults to by week', () => {
    const a = temp({ Per: 2, DayOfWeek: [0], DayOfMonth: [16] });
    expect(isAvailableAt(a, noonMadrid('2026-03-15'), MADRID)).toBe(true);
    expect(isAvailableAt(a, noonMadrid('2026-03-16'), MADRID)).toBe(false);
  });

  it("Alt 2 = every other week, counted from DateStart's Monday-started week", () => {
    // DateStart Wednesday 4 March: its week runs Monday 2 – Sunday 8.
    const a = weekly({ DateStart: '2026-03-04', DayOfWeek: [0, 1], Alt: 2 });
    expect(isAvailableAt(a, noonMadrid('2026-03-08'), MADRID)).toBe(true); // Sunday, week 0
    expect(isAvailableAt(a, noonMadrid('2026-03-09'), MADRID)).toBe(false); // Monday, week 1
    expect(isAvailableAt(a, noonMadrid('2026-03-15'), MADRID)).toBe(false); // Sunday, week 1
    expect(isAvailableAt(a, noonMadrid('2026-03-16'), MADRID)).toBe(true); // Monday, week 2
    expect(isAvailableAt(a, noonMadrid('2026-03-22'), MADRID)).toBe(true); // Sunday, week 2
    expect(isAvailableAt(a, noonMadrid('2026-03-23'), MADRID)).toBe(false); // Monday, week 3
  });

  it('Alt 2 across a year boundary keeps counting weeks', () => {
    // DateStart Monday 2025-12-29; 2026-01-12 is two weeks later, 2026-01-05 one week later.
    const a = weekly({ DateStart: '2025-12-29', DayOfWeek: [1], Alt: 2 });
    expect(isAvailableAt(a, noonMadrid('2025-12-29'), MADRID)).toBe(true);
    expect(isAvailableAt(a, noonMadrid('2026-01-05'), MADRID)).toBe(false);
    expect(isAvailableAt(a, noonMadrid('2026-01-12'), MADRID)).toBe(true);
  });

  it('recurrence still respects the date range', () => {
    const a = weekly({
      DateStart: '2026-03-04',
      DateEnd: '2026-03-10',
      IsAllDays: false,
      DayOfWeek: [1],
    });
    expect(isAvailableAt(a, noonMadrid('2026-03-02'), MADRID)).toBe(false); // before start
    expect(isAvailableAt(a, noonMadrid('2026-03-09'), MADRID)).toBe(true);
    expect(isAvailableAt(a, noonMadrid('2026-03-16'), MADRID)).toBe(false); // after end
  });

  it('recurrence and time window both apply', () => {
    const a = weekly({ DayOfWeek: [1], IsAllTimes: false, TimeStart: 600, TimeEnd: 720 });
    expect(isAvailableAt(a, at('2026-03-16T09:30:00Z'), MADRID)).toBe(true); // Mon 10:30
    expect(isAvailableAt(a, at('2026-03-16T12:30:00Z'), MADRID)).toBe(false); // Mon 13:30
    expect(isAvailableAt(a, at('2026-03-17T09:30:00Z'), MADRID)).toBe(false); // Tue 10:30
  });
});

describe('isAvailableAt: Per 2 recurrence by month', () => {
  const monthly = (a: Availability) => temp({ Per: 2, Rec: 0, ...a });

  it('DayOfMonth', () => {
    const a = monthly({ DayOfMonth: [1, 15] });
    expect(isAvailableAt(a, noonMadrid('2026-03-01'), MADRID)).toBe(true);
    expect(isAvailableAt(a, noonMadrid('2026-03-15'), MADRID)).toBe(true);
    expect(isAvailableAt(a, noonMadrid('2026-03-16'), MADRID)).toBe(false);
  });

  it("day of month taken in the enterprise's time zone", () => {
    const a = monthly({ DayOfMonth: [1] });
    // 2026-02-28T23:30Z is 2026-03-01 00:30 in Madrid.
    expect(isAvailableAt(a, at('2026-02-28T23:30:00Z'), MADRID)).toBe(true);
    expect(isAvailableAt(a, at('2026-02-28T23:30:00Z'), UTC)).toBe(false);
  });

  it('empty DayOfMonth list = every day', () => {
    const a = monthly({ DayOfMonth: [] });
    expect(isAvailableAt(a, noonMadrid('2026-03-07'), MADRID)).toBe(true);
  });

  it('by month ignores DayOfWeek', () => {
    const a = monthly({ DayOfMonth: [16], DayOfWeek: [0] });
    expect(isAvailableAt(a, noonMadrid('2026-03-16'), MADRID)).toBe(true); // a Monday
    expect(isAvailableAt(a, noonMadrid('2026-03-15'), MADRID)).toBe(false); // a Sunday
  });

  it('Alt 2 = every other month, counted from DateStart', () => {
    const a = monthly({ DateStart: '2025-11-20', DayOfMonth: [15], Alt: 2 });
    expect(isAvailableAt(a, noonMadrid('2025-11-15'), MADRID)).toBe(false); // before start
    expect(isAvailableAt(a, noonMadrid('2025-12-15'), MADRID)).toBe(false); // month 1
    expect(isAvailableAt(a, noonMadrid('2026-01-15'), MADRID)).toBe(true); // month 2
    expect(isAvailableAt(a, noonMadrid('2026-02-15'), MADRID)).toBe(false); // month 3
    expect(isAvailableAt(a, noonMadrid('2026-03-15'), MADRID)).toBe(true); // month 4
  });
});

describe('localTimeIn', () => {
  it('wall-clock date, weekday, day of month and minutes', () => {
    expect(localTimeIn(at('2026-03-10T23:30:00Z'), MADRID)).toEqual({
      date: '2026-03-11',
      weekday: 3,
      dayOfMonth: 11,
      minutes: 30,
    });
  });

  it('midnight is minute 0, not 1440', () => {
    expect(localTimeIn(at('2026-03-10T23:00:00Z'), MADRID).minutes).toBe(0);
    expect(localTimeIn(at('2026-03-11T00:00:00Z'), UTC).minutes).toBe(0);
  });

  it('across a DST change (Europe/Madrid 2026-03-29, 02:00 CET → 03:00 CEST)', () => {
    expect(localTimeIn(at('2026-03-29T00:59:00Z'), MADRID)).toMatchObject({
      date: '2026-03-29',
      weekday: 0,
      minutes: 1 * 60 + 59,
    });
    expect(localTimeIn(at('2026-03-29T01:00:00Z'), MADRID)).toMatchObject({
      date: '2026-03-29',
      minutes: 3 * 60,
    });
    // After the change Madrid is UTC+2.
    expect(localTimeIn(at('2026-03-29T22:30:00Z'), MADRID)).toMatchObject({
      date: '2026-03-30',
      minutes: 30,
    });
  });

  it('a window judged across the DST change uses the new offset', () => {
    const a: Availability = {
      IsTemp: true,
      Per: 0,
      IsAllTimes: false,
      TimeStart: 600,
      TimeEnd: 720,
    };
    // 09:30 UTC is 10:30 CET on the 28th, 11:30 CEST on the 29th; 10:30 UTC is 12:30 CEST on the 29th.
    expect(isAvailableAt(a, at('2026-03-28T09:30:00Z'), MADRID)).toBe(true);
    expect(isAvailableAt(a, at('2026-03-29T09:30:00Z'), MADRID)).toBe(true);
    expect(isAvailableAt(a, at('2026-03-28T10:30:00Z'), MADRID)).toBe(true);
    expect(isAvailableAt(a, at('2026-03-29T10:30:00Z'), MADRID)).toBe(false);
  });
});

describe('isAvailableAt: an overnight window belongs to the evening that starts it', () => {
  // Fridays 22:00–02:00 (Madrid is UTC+1 in March before the 29th).
  const fridayNights = {
    IsTemp: true,
    Per: 2 as const,
    Rec: 1 as const,
    DayOfWeek: [5],
    IsAllTimes: false,
    TimeStart: 22 * 60,
    TimeEnd: 2 * 60,
  };
  it('Saturday 01:00 is the tail of Friday night: available', () => {
    expect(isAvailableAt(fridayNights, at('2026-03-14T00:00:00Z'), MADRID)).toBe(true);
  });
  it('Friday 01:00 is the tail of Thursday night: not available', () => {
    expect(isAvailableAt(fridayNights, at('2026-03-13T00:00:00Z'), MADRID)).toBe(false);
  });
  it('Friday 23:00 is inside the window: available', () => {
    expect(isAvailableAt(fridayNights, at('2026-03-13T22:00:00Z'), MADRID)).toBe(true);
  });
  it('one day (Per 1): the small hours after that day still count, those before it do not', () => {
    const oneNight = { ...fridayNights, Per: 1 as const, DateStart: '2026-03-13' };
    expect(isAvailableAt(oneNight, at('2026-03-14T00:30:00Z'), MADRID)).toBe(true);
    expect(isAvailableAt(oneNight, at('2026-03-13T00:30:00Z'), MADRID)).toBe(false);
  });
});
