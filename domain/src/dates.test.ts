import { describe, expect, it } from 'vitest';
import { dateSchema, isDateText } from './dates.ts';

describe('isDateText: only days of the calendar, with an optional valid time', () => {
  it.each([
    '2026-11-24',
    '2024-02-29',
    '2026-01-01T00:00',
    '2026-01-01T23:59:59',
    '2026-01-01T10:00:00.000Z',
    '2026-06-30T08:15:00+02:00',
  ])('accepts %s', (text) => expect(isDateText(text)).toBe(true));

  it.each([
    '2026-13-45',
    '2026-02-30',
    '2025-02-29',
    '2026-04-31',
    '2026-00-10',
    '2026-01-01T<script>alert(1)</script>',
    '2026-01-01T24:00',
    '2026-01-01T10:60',
    '2026-01-01 10:00',
    '26-01-01',
    '',
  ])('refuses %s', (text) => expect(isDateText(text)).toBe(false));

  it('schema: null until picked, refuses what is not a real date', () => {
    expect(dateSchema.safeParse(null).success).toBe(true);
    expect(dateSchema.safeParse('2026-13-45').success).toBe(false);
  });
});
