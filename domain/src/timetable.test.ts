import { describe, expect, it } from 'vitest';
import {
  appendEntry,
  clearDay,
  copyDay,
  editEntry,
  emptyTimetable,
  force24h,
  isWithinDayLimit,
  nextTimetableEntry,
  removeEntry,
  type TimeEntry,
  WEEKDAYS,
  type WeeklyTimetable,
  withAllDays,
} from './timetable.ts';

const at = (hours: number, minutes = 0): TimeEntry => ({ hours, minutes });

describe('Weekly timetable (behaviour.md#data)', () => {
  it('emptyTimetable has the days 0..6, each empty', () => {
    expect(Object.keys(emptyTimetable())).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(WEEKDAYS.every((day) => emptyTimetable()[day].length === 0)).toBe(true);
  });

  it('withAllDays fills missing days of a stored timetable', () => {
    expect(withAllDays({ 2: [at(9)] })).toEqual({ ...emptyTimetable(), 2: [at(9)] });
    expect(withAllDays(null)).toEqual(emptyTimetable());
  });
});

describe('behaviour.md#editing Add: nextTimetableEntry', () => {
  it('an empty day gets the start time', () => {
    expect(nextTimetableEntry([], 480, 30)).toEqual({ kind: 'add', entry: at(8) });
  });

  it('otherwise the next time is the last entry + interval', () => {
    expect(nextTimetableEntry([at(8), at(8, 30)], 480, 30)).toEqual({
      kind: 'add',
      entry: at(9),
    });
    expect(nextTimetableEntry([at(10, 45)], 480, 90)).toEqual({ kind: 'add', entry: at(12, 15) });
  });

  it('a next time of exactly 24:00 is added', () => {
    expect(nextTimetableEntry([at(18)], 480, 360)).toEqual({ kind: 'add', entry: at(24) });
  });

  it('past 24:00 without 24:00 in the day asks to set 24:00 (confirm24)', () => {
    expect(nextTimetableEntry([at(20)], 480, 360)).toEqual({ kind: 'confirm24' });
  });

  it('past 24:00 with 24:00 already there is the limit', () => {
    expect(nextTimetableEntry([at(18), at(24)], 480, 360)).toEqual({ kind: 'limit' });
  });

  it('day 0 gets the same 24:00 check as every day (the old skip is not copied)', () => {
    const week: WeeklyTimetable = { ...emptyTimetable(), 0: [at(23)], 3: [at(23)] };
    for (const day of [0, 3] as const) {
      expect(nextTimetableEntry(week[day], 480, 120), `day ${day}`).toEqual({ kind: 'confirm24' });
      const closed = force24h(week, day)[day];
      expect(nextTimetableEntry(closed, 480, 120), `day ${day}`).toEqual({ kind: 'limit' });
    }
  });

  it('a zero interval on a day with times adds nothing', () => {
    expect(nextTimetableEntry([at(8)], 480, 0)).toEqual({ kind: 'noInterval' });
    expect(nextTimetableEntry([], 480, 0)).toEqual({ kind: 'add', entry: at(8) });
  });
});

describe('behaviour.md#editing timetable changes', () => {
  const base: WeeklyTimetable = { ...emptyTimetable(), 1: [at(8), at(9)], 3: [at(12)] };

  it('appendEntry adds at the end of that day only', () => {
    const next = appendEntry(base, 1, at(10));
    expect(next[1]).toEqual([at(8), at(9), at(10)]);
    expect(next[3]).toBe(base[3]);
    expect(base[1]).toHaveLength(2);
  });

  it('force24h (OK on the confirm) appends 24:00', () => {
    expect(force24h(base, 3)[3]).toEqual([at(12), at(24)]);
  });

  it('removeEntry removes one chip', () => {
    expect(removeEntry(base, 1, 0)[1]).toEqual([at(9)]);
  });

  it('Delete clears all entries of the day', () => {
    const next = clearDay(base, 1);
    expect(next[1]).toEqual([]);
    expect(next[3]).toEqual([at(12)]);
  });

  it('Copy deep-copies the chosen day into each selected day', () => {
    const next = copyDay(base, 1, [0, 4, 6]);
    expect(next[0]).toEqual([at(8), at(9)]);
    expect(next[4]).toEqual([at(8), at(9)]);
    expect(next[6]).toEqual([at(8), at(9)]);
    expect(next[3]).toEqual([at(12)]);
    // Deep: no entry object is shared between days.
    expect(next[0][0]).not.toBe(base[1][0]);
    expect(next[0]).not.toBe(next[4]);
  });

  it('Copy replaces what the target days held and ignores the source day', () => {
    const next = copyDay(base, 1, [1, 3]);
    expect(next[3]).toEqual([at(8), at(9)]);
    expect(next[1]).toBe(base[1]);
  });

  it('editEntry changes one time and keeps the day in time order', () => {
    const result = editEntry(base, 1, 0, at(9, 30));
    expect(result).toEqual({ kind: 'ok', timetable: { ...base, 1: [at(9), at(9, 30)] } });
  });

  it('editEntry refuses a time past 24:00 (behaviour.md#validation)', () => {
    expect(editEntry(base, 1, 0, at(24, 1))).toEqual({ kind: 'limit' });
  });
});

describe('behaviour.md#validation: timetable entries may not exceed 24:00', () => {
  it('isWithinDayLimit accepts 00:00 to 24:00', () => {
    expect(isWithinDayLimit(at(0))).toBe(true);
    expect(isWithinDayLimit(at(23, 59))).toBe(true);
    expect(isWithinDayLimit(at(24))).toBe(true);
  });

  it('isWithinDayLimit refuses past 24:00 and negative times', () => {
    expect(isWithinDayLimit(at(24, 1))).toBe(false);
    expect(isWithinDayLimit(at(25))).toBe(false);
    expect(isWithinDayLimit(at(0, -1))).toBe(false);
  });
});
