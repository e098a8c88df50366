import { describe, expect, it } from 'vitest';
import { formatMoment } from './venueTime.ts';

const AT = '2026-12-06T22:30:00.000Z';

describe('formatMoment', () => {
  it('shows the venue’s clock, naming its zone when the device is elsewhere', () => {
    const text = formatMoment(AT, {
      locale: 'es',
      timeZone: 'Atlantic/Canary',
      style: 'time',
      device: 'Europe/Madrid',
    });
    expect(text).toBe('22:30 (Atlantic/Canary)');
    expect(
      formatMoment(AT, { locale: 'en', timeZone: 'Europe/Madrid', style: 'time', device: 'UTC' }),
    ).toBe('11:30 PM (Europe/Madrid)');
  });

  it('names no zone when the device is on the venue’s clock', () => {
    const text = formatMoment(AT, {
      locale: 'es',
      timeZone: 'Europe/Madrid',
      style: 'short',
      device: 'Europe/Madrid',
    });
    expect(text).toBe('6/12/26, 23:30');
  });

  it('falls back to the device’s clock for an unknown zone, and a dash for no date', () => {
    expect(formatMoment('nonsense', { locale: 'es', timeZone: 'Europe/Madrid' })).toBe('—');
    expect(formatMoment(AT, { locale: 'es', timeZone: 'Mars/Olympus', style: 'time' })).toMatch(
      /^\d{2}:\d{2}$/,
    );
  });
});
