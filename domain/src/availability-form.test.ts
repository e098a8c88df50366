import { describe, expect, it } from 'vitest';
import { defaultAvailability } from './availability.ts';
import {
  type AvailabilityValue,
  availabilityErrors,
  availabilityVisibility,
  describeAvailability,
  fromItemVariant,
  fromLowercaseVariant,
  minutesToClock,
  parseAlt,
  readAvailability,
  todayIn,
  toggleDay,
  toItemVariant,
  toLowercaseVariant,
  withTemporaryDefaults,
} from './availability-form.ts';

const temp = (a: Partial<AvailabilityValue> = {}): AvailabilityValue => ({
  ...defaultAvailability(),
  IsTemp: true,
  ...a,
});

describe('availabilityVisibility (behaviour.md#widgets, behaviour.md#editing)', () => {
  it('not temporary: only the checkbox, every other field hidden', () => {
    const show = availabilityVisibility({
      ...temp({ Per: 2, IsAllTimes: false, IsAllDays: false }),
      IsTemp: false,
    });
    expect(show).toMatchObject({
      details: false,
      times: false,
      noEndDay: false,
      endDate: false,
      recurrence: false,
      monthDays: false,
      weekDays: false,
    });
  });

  it('times hidden when IsAllTimes, shown when it is off', () => {
    expect(availabilityVisibility(temp({ IsAllTimes: true })).times).toBe(false);
    expect(availabilityVisibility(temp({ IsAllTimes: false })).times).toBe(true);
  });

  it("'no end day' hidden for one day (Per 1), shown for all days and recurrence", () => {
    expect(availabilityVisibility(temp({ Per: 1 })).noEndDay).toBe(false);
    expect(availabilityVisibility(temp({ Per: 0 })).noEndDay).toBe(true);
    expect(availabilityVisibility(temp({ Per: 2 })).noEndDay).toBe(true);
  });

  it('end date hidden when IsAllDays or Per is 1', () => {
    expect(availabilityVisibility(temp({ IsAllDays: true, Per: 0 })).endDate).toBe(false);
    expect(availabilityVisibility(temp({ IsAllDays: false, Per: 1 })).endDate).toBe(false);
    expect(availabilityVisibility(temp({ IsAllDays: false, Per: 0 })).endDate).toBe(true);
    expect(availabilityVisibility(temp({ IsAllDays: false, Per: 2 })).endDate).toBe(true);
  });

  it('recurrence options only when Per is 2', () => {
    expect(availabilityVisibility(temp({ Per: 0 })).recurrence).toBe(false);
    expect(availabilityVisibility(temp({ Per: 1 })).recurrence).toBe(false);
    expect(availabilityVisibility(temp({ Per: 2 })).recurrence).toBe(true);
  });

  it('month-day grid when Rec is 0, weekday grid when Rec is 1 (within recurrence)', () => {
    expect(availabilityVisibility(temp({ Per: 2, Rec: 0 }))).toMatchObject({
      monthDays: true,
      weekDays: false,
    });
    expect(availabilityVisibility(temp({ Per: 2, Rec: 1 }))).toMatchObject({
      monthDays: false,
      weekDays: true,
    });
    expect(availabilityVisibility(temp({ Per: 0, Rec: 0 }))).toMatchObject({
      monthDays: false,
      weekDays: false,
    });
  });

  it("start date labelled 'date' when Per is 1, 'startDate' otherwise", () => {
    expect(availabilityVisibility(temp({ Per: 1 })).startDateLabel).toBe('date');
    expect(availabilityVisibility(temp({ Per: 0 })).startDateLabel).toBe('startDate');
    expect(availabilityVisibility(temp({ Per: 2 })).startDateLabel).toBe('startDate');
  });
});

describe('readAvailability: defaults and tolerance', () => {
  it('fills every missing field with the behaviour.md#limits defaults', () => {
    expect(readAvailability(null)).toEqual(defaultAvailability());
    expect(readAvailability({ Per: 2 })).toEqual({ ...defaultAvailability(), Per: 2 });
  });

  it('day-of-week null means all days: an empty list', () => {
    expect(readAvailability({ DayOfWeek: null }).DayOfWeek).toEqual([]);
  });

  it('drops out-of-range, repeated and non-integer days and sorts them', () => {
    const a = readAvailability({ DayOfWeek: [3, 7, 1, 1, -1, 2.5], DayOfMonth: [31, 0, 32, 15] });
    expect(a.DayOfWeek).toEqual([1, 3]);
    expect(a.DayOfMonth).toEqual([15, 31]);
  });

  it('replaces out-of-range numbers with defaults', () => {
    const a = readAvailability({ Per: 5, Rec: 3, Alt: 0, TimeStart: -1, TimeEnd: 2000 });
    expect(a).toMatchObject({ Per: 0, Rec: 1, Alt: 1, TimeStart: 120, TimeEnd: 120 });
  });
});

describe('lowercase variant (welcome modal)', () => {
  it('reads lowercase names and JSON-string day lists into capitalised names with arrays', () => {
    expect(
      fromLowercaseVariant({
        isTemp: true,
        per: 2,
        isAllTimes: false,
        dateStart: '2026-03-01T00:00:00',
        timeStart: 600,
        isAllDays: false,
        dateEnd: '2026-04-01',
        timeEnd: 840,
        rec: 1,
        dayOfWeek: '[3,1]',
        dayOfMonth: '[]',
        alt: 2,
      }),
    ).toEqual({
      IsTemp: true,
      Per: 2,
      IsAllTimes: false,
      DateStart: '2026-03-01T00:00:00',
      TimeStart: 600,
      IsAllDays: false,
      DateEnd: '2026-04-01',
      TimeEnd: 840,
      Rec: 1,
      DayOfWeek: [1, 3],
      DayOfMonth: [],
      Alt: 2,
    });
  });

  it('is tolerant of bad JSON and null day lists: []', () => {
    const a = fromLowercaseVariant({ dayOfWeek: '[1,', dayOfMonth: 'null' });
    expect(a.DayOfWeek).toEqual([]);
    expect(a.DayOfMonth).toEqual([]);
    expect(fromLowercaseVariant({ dayOfWeek: '{"a":1}' }).DayOfWeek).toEqual([]);
  });

  it('writes lowercase names and JSON-string day lists', () => {
    const out = toLowercaseVariant(temp({ Per: 2, DayOfWeek: [0, 6], DayOfMonth: [1] }));
    expect(out).toEqual({
      isTemp: true,
      per: 2,
      isAllTimes: true,
      dateStart: null,
      timeStart: 120,
      isAllDays: true,
      dateEnd: null,
      timeEnd: 120,
      rec: 1,
      dayOfWeek: '[0,6]',
      dayOfMonth: '[1]',
      alt: 1,
    });
  });

  it('round-trips', () => {
    const a = temp({ Per: 2, Rec: 0, DayOfMonth: [1, 15, 31], Alt: 3, DateStart: '2026-01-01' });
    expect(fromLowercaseVariant(toLowercaseVariant(a))).toEqual(a);
  });
});

describe('item variant (menu temporary switch)', () => {
  it("the item's own IsTemp wins over the one inside Availability", () => {
    expect(fromItemVariant({ IsTemp: false, Per: 1 }, true)).toMatchObject({
      IsTemp: true,
      Per: 1,
    });
    expect(fromItemVariant({ IsTemp: true }, false).IsTemp).toBe(false);
    expect(fromItemVariant(null, false)).toEqual(defaultAvailability());
  });

  it('reports IsTemp beside a capitalised Availability with plain arrays, IsTemp inside too', () => {
    const out = toItemVariant(temp({ DayOfWeek: [2] }));
    expect(out.IsTemp).toBe(true);
    expect(out.Availability).toEqual(temp({ DayOfWeek: [2] }));
  });

  it('round-trips', () => {
    const a = temp({ Per: 2, DayOfWeek: [1, 3], Alt: 2 });
    const { IsTemp, Availability } = toItemVariant(a);
    expect(fromItemVariant(Availability, IsTemp)).toEqual(a);
  });

  it('accepts JSON-string day lists in a stored Availability', () => {
    expect(fromItemVariant({ DayOfWeek: '[5,2]' as unknown as number[] }, true).DayOfWeek).toEqual([
      2, 5,
    ]);
  });
});

describe('toggleDay', () => {
  it('adds a day keeping the list sorted', () => {
    expect(toggleDay([1, 5], 3)).toEqual([1, 3, 5]);
    expect(toggleDay([], 0)).toEqual([0]);
  });

  it('removes a day that is there', () => {
    expect(toggleDay([1, 3, 5], 3)).toEqual([1, 5]);
  });

  it('does not modify the list it is given', () => {
    const list = [2];
    toggleDay(list, 1);
    expect(list).toEqual([2]);
  });
});

describe('withTemporaryDefaults (a newly switched-on temporary availability)', () => {
  it('fills today and 09:00–23:00 instead of behaviour.md#data 02:00–02:00', () => {
    const a = withTemporaryDefaults(temp(), '2026-11-24');
    expect(a).toMatchObject({ DateStart: '2026-11-24', TimeStart: 540, TimeEnd: 1380 });
    expect(availabilityErrors(a)).toEqual({});
  });

  it('keeps what the user set: a start date, changed times', () => {
    const a = withTemporaryDefaults(
      temp({ DateStart: '2026-01-05', TimeStart: 600, TimeEnd: 120 }),
      '2026-11-24',
    );
    expect(a).toMatchObject({ DateStart: '2026-01-05', TimeStart: 600, TimeEnd: 120 });
  });

  it('does nothing while not temporary, and keeps behaviour.md#data shape (every field, nothing added)', () => {
    const off = defaultAvailability();
    expect(withTemporaryDefaults(off, '2026-11-24')).toBe(off);
    expect(Object.keys(withTemporaryDefaults(temp(), '2026-11-24')).sort()).toEqual(
      Object.keys(off).sort(),
    );
  });
});

describe('todayIn', () => {
  it("answers the enterprise's date in its time zone", () => {
    const at = new Date('2026-11-24T23:30:00Z');
    expect(todayIn('Atlantic/Canary', at)).toBe('2026-11-24');
    expect(todayIn('Asia/Tokyo', at)).toBe('2026-11-25');
    expect(todayIn('America/New_York', at)).toBe('2026-11-24');
  });

  it("falls back to the runtime's own day without a zone or with an unknown one", () => {
    const at = new Date(2026, 10, 24, 12, 0);
    expect(todayIn(null, at)).toBe('2026-11-24');
    expect(todayIn('Not/AZone', at)).toBe('2026-11-24');
  });
});

describe('parseAlt', () => {
  it('accepts whole numbers 1..52 and refuses 0, negatives, decimals and text', () => {
    expect(parseAlt('2')).toBe(2);
    expect(parseAlt(' 52 ')).toBe(52);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '53', '2e1']) expect(parseAlt(bad)).toBeNull();
  });
});

describe('describeAvailability', () => {
  it('not temporary: always', () => {
    expect(describeAvailability(defaultAvailability())).toEqual({ kind: 'always' });
  });

  it('all days with a time window and a date range', () => {
    expect(
      describeAvailability(
        temp({
          IsAllTimes: false,
          TimeStart: 600,
          TimeEnd: 840,
          IsAllDays: false,
          DateStart: '2026-03-01T00:00:00',
          DateEnd: '2026-03-31',
        }),
      ),
    ).toEqual({
      kind: 'allDays',
      from: '2026-03-01',
      until: '2026-03-31',
      time: { start: '10:00', end: '14:00' },
    });
  });

  it('one day: its date, no end', () => {
    expect(
      describeAvailability(temp({ Per: 1, DateStart: '2026-05-02', IsAllDays: false })),
    ).toEqual({ kind: 'oneDay', date: '2026-05-02', time: null });
  });

  it('weekly: days Monday first, alternation', () => {
    expect(describeAvailability(temp({ Per: 2, DayOfWeek: [0, 1, 3], Alt: 2 }))).toEqual({
      kind: 'weekly',
      days: [1, 3, 0],
      every: 2,
      from: null,
      until: null,
      time: null,
    });
  });

  it('monthly: month days', () => {
    expect(describeAvailability(temp({ Per: 2, Rec: 0, DayOfMonth: [1, 15] }))).toMatchObject({
      kind: 'monthly',
      days: [1, 15],
      every: 1,
    });
  });

  it('formats minutes as HH:MM, 1440 as 00:00', () => {
    expect(minutesToClock(0)).toBe('00:00');
    expect(minutesToClock(125)).toBe('02:05');
    expect(minutesToClock(1440)).toBe('00:00');
  });
});
