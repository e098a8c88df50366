import { describe, expect, it } from 'vitest';
import { defaultAvailability } from './availability.ts';
import {
  type AvailabilityValue,
  availabilityErrors,
  countAvailabilityErrors,
  endsNextDay,
  isWholeDayWindow,
} from './availability-form.ts';

const temp = (a: Partial<AvailabilityValue> = {}): AvailabilityValue => ({
  ...defaultAvailability(),
  IsTemp: true,
  ...a,
});

describe('availabilityErrors', () => {
  const S = '2026-03-01';
  it('no errors for the defaults or when not temporary', () => {
    expect(availabilityErrors(defaultAvailability())).toEqual({});
    expect(availabilityErrors(temp({ DateStart: S }))).toEqual({});
    expect(availabilityErrors({ ...defaultAvailability(), DateEnd: 'x' })).toEqual({});
  });

  it('end date before start date is an error', () => {
    const a = temp({ IsAllDays: false, DateStart: '2026-03-10', DateEnd: '2026-03-09' });
    expect(availabilityErrors(a)).toEqual({ DateEnd: 'endBeforeStart' });
    expect(availabilityErrors({ ...a, DateEnd: '2026-03-10' })).toEqual({});
  });

  it('end date is required when it is shown, ignored when hidden', () => {
    expect(availabilityErrors(temp({ DateStart: S, IsAllDays: false }))).toEqual({
      DateEnd: 'required',
    });
    expect(availabilityErrors(temp({ DateStart: S, IsAllDays: true, DateEnd: null }))).toEqual({});
    expect(
      availabilityErrors(
        temp({ Per: 1, IsAllDays: false, DateStart: '2026-03-10', DateEnd: '2026-01-01' }),
      ),
    ).toEqual({});
  });

  it('one day needs its date', () => {
    expect(availabilityErrors(temp({ Per: 1 }))).toEqual({ DateStart: 'required' });
    expect(availabilityErrors(temp({ Per: 1, DateStart: '2026-03-10' }))).toEqual({});
  });

  it('Alt must be an integer of at least 1 in recurrence', () => {
    expect(availabilityErrors(temp({ DateStart: S, Per: 2, Alt: 0 }))).toEqual({
      Alt: 'altInvalid',
    });
    expect(availabilityErrors(temp({ DateStart: S, Per: 2, Alt: 1.5 }))).toEqual({
      Alt: 'altInvalid',
    });
    expect(availabilityErrors(temp({ DateStart: S, Per: 2, Alt: 53 }))).toEqual({
      Alt: 'altInvalid',
    });
    expect(availabilityErrors(temp({ DateStart: S, Per: 2, Alt: 4 }))).toEqual({});
  });

  it('equal start and end times are allowed (the whole day)', () => {
    const a = temp({ DateStart: S, IsAllTimes: false, TimeStart: 600, TimeEnd: 600 });
    expect(availabilityErrors(a)).toEqual({});
    expect(isWholeDayWindow(a)).toBe(true);
    expect(isWholeDayWindow({ ...a, TimeEnd: 660 })).toBe(false);
  });

  it('no day selected in recurrence is not an error: it means every day', () => {
    expect(availabilityErrors(temp({ DateStart: S, Per: 2, DayOfWeek: [] }))).toEqual({});
    expect(availabilityErrors(temp({ DateStart: S, Per: 2, Rec: 0, DayOfMonth: [] }))).toEqual({});
  });

  it('a temporary availability needs its start date, whatever its periodicity', () => {
    for (const Per of [0, 1, 2] as const) {
      expect(availabilityErrors(temp({ Per }))).toEqual({ DateStart: 'required' });
      expect(availabilityErrors(temp({ Per, DateStart: S }))).toEqual({});
    }
  });

  it('reports every invalid field at once, and counts them', () => {
    const a = temp({ Per: 2, IsAllDays: false, Alt: 0 });
    expect(availabilityErrors(a)).toEqual({
      DateStart: 'required',
      DateEnd: 'required',
      Alt: 'altInvalid',
    });
    expect(countAvailabilityErrors(a)).toBe(3);
    expect(countAvailabilityErrors(temp({ DateStart: S }))).toBe(0);
  });

  it('an end time before the start time is no error: it runs into the next day', () => {
    const late = temp({ DateStart: S, IsAllTimes: false, TimeStart: 20 * 60, TimeEnd: 2 * 60 });
    expect(availabilityErrors(late)).toEqual({});
    expect(endsNextDay(late)).toBe(true);
    expect(endsNextDay({ ...late, TimeEnd: 23 * 60 })).toBe(false);
    expect(endsNextDay({ ...late, IsAllTimes: true })).toBe(false);
  });
});
