import { describe, expect, it } from 'vitest';
import { isSoldOutAt, soldOutEndOf } from './sold-out.ts';

const AT = new Date('2026-06-03T10:30:00Z');

describe('soldOutEndOf', () => {
  it("ends 'end-of-day' at the venue's next day change", () => {
    expect(soldOutEndOf('end-of-day', AT, 'Europe/Madrid', 300)).toBe('2026-06-04T03:00:00.000Z');
    // Past midnight, before the change: still the evening's service day.
    const small = new Date('2026-06-03T23:30:00Z');
    expect(soldOutEndOf('end-of-day', small, 'Europe/Madrid', 300)).toBe(
      '2026-06-04T03:00:00.000Z',
    );
  });

  it('keeps an instant and null as they are', () => {
    expect(soldOutEndOf('2026-06-03T14:00:00+02:00', AT, 'Europe/Madrid', 300)).toBe(
      '2026-06-03T12:00:00.000Z',
    );
    expect(soldOutEndOf(null, AT, 'Europe/Madrid', 300)).toBeNull();
    expect(soldOutEndOf(undefined, AT, 'Europe/Madrid', 300)).toBeNull();
  });
});

describe('isSoldOutAt', () => {
  it('holds until its end, forever without one, never without a mark', () => {
    expect(isSoldOutAt({ Until: null }, AT)).toBe(true);
    expect(isSoldOutAt({ Until: '2026-06-03T10:30:01Z' }, AT)).toBe(true);
    expect(isSoldOutAt({ Until: '2026-06-03T10:30:00Z' }, AT)).toBe(false);
    expect(isSoldOutAt(undefined, AT)).toBe(false);
  });
});
