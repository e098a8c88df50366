import { describe, expect, it } from 'vitest';
import { isIanaTimeZone, timeZoneNames } from './time-zones.ts';

describe('IANA time zones', () => {
  it('accepts canonical zone names and UTC', () => {
    for (const zone of ['Europe/Madrid', 'Atlantic/Canary', 'America/New_York', 'UTC'])
      expect(isIanaTimeZone(zone)).toBe(true);
  });

  it('refuses abbreviations, offsets, other spellings and made-up zones', () => {
    for (const zone of ['CET', '+01:00', 'europe/madrid', 'Europe/Atlantis', '', 'Madrid'])
      expect(isIanaTimeZone(zone)).toBe(false);
  });

  it('lists every zone once, Europe/Madrid among them', () => {
    const names = timeZoneNames();
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Europe/Madrid');
  });
});
