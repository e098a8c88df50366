import { describe, expect, it } from 'vitest';
import { untilText } from './useUntil.ts';

// 12:30 in Madrid (summer time, UTC+2) on 3 June 2026.
const NOW = new Date('2026-06-03T10:30:00Z');
const madrid = { locale: 'es', timeZone: 'Europe/Madrid', dayChange: null, now: NOW };

describe('untilText', () => {
  it("shows the venue's clock, not the device's, naming the venue's zone when they differ", () => {
    const pause = '2026-06-03T19:00:00.000Z';
    expect(untilText(pause, { ...madrid, device: 'Europe/Madrid' })).toBe('21:00');
    expect(untilText(pause, { ...madrid, device: 'America/New_York' })).toBe(
      '21:00 (Europe/Madrid)',
    );
    expect(untilText(pause, { ...madrid, locale: 'en', device: 'Asia/Tokyo' })).toBe(
      '09:00 PM (Europe/Madrid)',
    );
  });

  it("gives the time alone up to the venue's day change, the date with it after", () => {
    const device = 'Europe/Madrid';
    // "Until the end of the day": 05:00 the next morning, the default day change.
    expect(untilText('2026-06-04T03:00:00.000Z', { ...madrid, device })).toBe('05:00');
    expect(untilText('2026-06-04T04:00:00.000Z', { ...madrid, device })).toBe('4/6/26, 6:00');
    // A venue whose day changes at 06:30: 06:00 is still tonight's service.
    expect(untilText('2026-06-04T04:00:00.000Z', { ...madrid, dayChange: '06:30', device })).toBe(
      '06:00',
    );
  });
});
