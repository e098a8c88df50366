import { describe, expect, it } from 'vitest';
import {
  instantOfLocal,
  offsetMinutesAt,
  parsePreviewAt,
  previewPath,
  zonedIsoText,
} from './preview.ts';

describe('offsetMinutesAt', () => {
  it('reads winter and summer time of a zone, and zones behind UTC', () => {
    expect(offsetMinutesAt(new Date('2026-11-25T20:00:00Z'), 'Europe/Madrid')).toBe(60);
    expect(offsetMinutesAt(new Date('2026-07-01T20:00:00Z'), 'Europe/Madrid')).toBe(120);
    expect(offsetMinutesAt(new Date('2026-07-01T20:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutesAt(new Date('2026-07-01T20:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });
});

describe('instantOfLocal', () => {
  it('is the instant the venue clock shows that date and time', () => {
    expect(instantOfLocal('2026-11-25', 21 * 60, 'Europe/Madrid').toISOString()).toBe(
      '2026-11-25T20:00:00.000Z',
    );
    expect(instantOfLocal('2026-07-01', 21 * 60, 'Atlantic/Canary').toISOString()).toBe(
      '2026-07-01T20:00:00.000Z',
    );
    expect(instantOfLocal('2026-07-01', 30, 'America/New_York').toISOString()).toBe(
      '2026-07-01T04:30:00.000Z',
    );
  });

  it('settles the offset on the nights the clocks change', () => {
    // Madrid 2026: summer time starts 29 March at 02:00, ends 25 October at 03:00.
    expect(instantOfLocal('2026-03-29', 3 * 60, 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(instantOfLocal('2026-03-29', 60, 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(instantOfLocal('2026-10-25', 4 * 60, 'Europe/Madrid').toISOString()).toBe(
      '2026-10-25T03:00:00.000Z',
    );
  });

  it('round-trips through zonedIsoText', () => {
    const at = instantOfLocal('2026-11-25', 21 * 60, 'Europe/Madrid');
    expect(zonedIsoText(at, 'Europe/Madrid')).toBe('2026-11-25T21:00:00+01:00');
    expect(new Date(zonedIsoText(at, 'Europe/Madrid')).getTime()).toBe(at.getTime());
  });
});

describe('zonedIsoText', () => {
  it('writes the wall clock with the zone offset, to the minute', () => {
    const at = new Date('2026-07-01T19:05:42.500Z');
    expect(zonedIsoText(at, 'Europe/Madrid')).toBe('2026-07-01T21:05:00+02:00');
    expect(zonedIsoText(at, 'America/New_York')).toBe('2026-07-01T15:05:00-04:00');
    expect(zonedIsoText(at, 'UTC')).toBe('2026-07-01T19:05:00+00:00');
  });
});

describe('parsePreviewAt', () => {
  it('reads an ISO date-time with an offset or Z', () => {
    expect(parsePreviewAt('2026-11-25T21:00:00+01:00')?.toISOString()).toBe(
      '2026-11-25T20:00:00.000Z',
    );
    expect(parsePreviewAt('2026-11-25T20:00:00.000Z')?.toISOString()).toBe(
      '2026-11-25T20:00:00.000Z',
    );
  });

  it.each([
    null,
    '',
    'now',
    '2026-11-25',
    '2026-11-25T21:00',
    '2026-11-25T21:00:00',
    '2026-11-25T21:00+01:00',
    '2026-11-25T21:00:00+0100',
    '2026-02-30T21:00:00+01:00',
    '2026-13-01T21:00:00Z',
    '2026-11-25T24:00:00Z',
    ' 2026-11-25T21:00:00Z',
  ])('refuses %j', (text) => {
    expect(parsePreviewAt(text)).toBeNull();
  });
});

describe('previewPath', () => {
  it('is the guest page of the menu with the moment and language in the query', () => {
    const at = new Date('2026-11-25T20:00:00Z');
    expect(previewPath({ ws: 1, menuId: 7, at, timeZone: 'Europe/Madrid', lang: 'de' })).toBe(
      '/guest/1/menus/7?preview=2026-11-25T21%3A00%3A00%2B01%3A00&lang=de',
    );
  });
});
