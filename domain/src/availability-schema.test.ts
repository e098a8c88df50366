import { describe, expect, it } from 'vitest';
import { AVAILABILITY_KEYS, availabilitySchema, defaultAvailability } from './availability.ts';

const _at = (iso: string) => new Date(iso);

describe('availabilitySchema', () => {
  it('accepts a complete availability and an empty one', () => {
    const full = {
      ...defaultAvailability(),
      IsTemp: true,
      Per: 2,
      DayOfWeek: [0, 6],
      DayOfMonth: [1, 31],
    };
    expect(availabilitySchema.parse(full)).toEqual(full);
    expect(availabilitySchema.parse({})).toEqual({});
  });

  it('DayOfWeek given as a JSON string is parsed to an array', () => {
    expect(availabilitySchema.parse({ DayOfWeek: '[1,3,5]' }).DayOfWeek).toEqual([1, 3, 5]);
    expect(availabilitySchema.parse({ DayOfMonth: '[1, 31]' }).DayOfMonth).toEqual([1, 31]);
  });

  it('an empty string day list is an empty array', () => {
    expect(availabilitySchema.parse({ DayOfWeek: '', DayOfMonth: ' ' })).toEqual({
      DayOfWeek: [],
      DayOfMonth: [],
    });
  });

  it('a JSON string with bad days or no JSON at all is rejected', () => {
    expect(availabilitySchema.safeParse({ DayOfWeek: '[7]' }).success).toBe(false);
    expect(availabilitySchema.safeParse({ DayOfWeek: 'monday' }).success).toBe(false);
  });

  it('rejects Per 3', () => {
    expect(availabilitySchema.safeParse({ Per: 3 }).success).toBe(false);
    expect(availabilitySchema.safeParse({ Per: '1' }).success).toBe(false);
  });

  it('rejects DayOfWeek [7] and negative days', () => {
    expect(availabilitySchema.safeParse({ DayOfWeek: [7] }).success).toBe(false);
    expect(availabilitySchema.safeParse({ DayOfWeek: [-1] }).success).toBe(false);
    expect(availabilitySchema.safeParse({ DayOfWeek: [1.5] }).success).toBe(false);
  });

  it('rejects DayOfMonth [0] and [32]', () => {
    expect(availabilitySchema.safeParse({ DayOfMonth: [0] }).success).toBe(false);
    expect(availabilitySchema.safeParse({ DayOfMonth: [32] }).success).toBe(false);
  });

  it('rejects unknown keys, naming them', () => {
    const result = availabilitySchema.safeParse({ IsTemp: true, Foo: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['Foo'] });
  });

  it('rejects times outside 0..1440 and Alt outside 1..52', () => {
    expect(availabilitySchema.safeParse({ TimeStart: -1 }).success).toBe(false);
    expect(availabilitySchema.safeParse({ TimeEnd: 1441 }).success).toBe(false);
    expect(availabilitySchema.safeParse({ TimeEnd: 1440 }).success).toBe(true);
    expect(availabilitySchema.safeParse({ Alt: 0 }).success).toBe(false);
  });

  it('dates: YYYY-MM-DD with an optional T suffix, or null', () => {
    expect(availabilitySchema.safeParse({ DateStart: '2026-03-10' }).success).toBe(true);
    expect(availabilitySchema.safeParse({ DateStart: '2026-03-10T00:00:00Z' }).success).toBe(true);
    expect(availabilitySchema.safeParse({ DateStart: null }).success).toBe(true);
    expect(availabilitySchema.safeParse({ DateStart: '10/03/2026' }).success).toBe(false);
  });

  it('behaviour.md#limits day-of-week null = all: DayOfWeek null is accepted', () => {
    expect(availabilitySchema.safeParse({ IsTemp: true, Per: 2, DayOfWeek: null }).success).toBe(
      true,
    );
  });

  it('AVAILABILITY_KEYS lists the behaviour.md#data availability fields', () => {
    expect([...AVAILABILITY_KEYS].sort()).toEqual(
      [
        'IsTemp',
        'Per',
        'DateStart',
        'DateEnd',
        'TimeStart',
        'TimeEnd',
        'IsAllTimes',
        'IsAllDays',
        'Rec',
        'DayOfWeek',
        'DayOfMonth',
        'Alt',
      ].sort(),
    );
  });

  it('defaultAvailability: behaviour.md#limits defaults (times 120, Alt 1, by week, all times, all days)', () => {
    expect(defaultAvailability()).toEqual({
      IsTemp: false,
      Per: 0,
      DateStart: null,
      DateEnd: null,
      TimeStart: 120,
      TimeEnd: 120,
      IsAllTimes: true,
      IsAllDays: true,
      Rec: 1,
      DayOfWeek: [],
      DayOfMonth: [],
      Alt: 1,
    });
    expect(availabilitySchema.safeParse(defaultAvailability()).success).toBe(true);
  });
});
