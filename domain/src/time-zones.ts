/** IANA time zones as the runtime knows them (behaviour.md#administration: the enterprise's time zone is one). */
let zones: ReadonlySet<string> | null = null;

export const timeZoneNames = (): readonly string[] => [...timeZoneSet()];

const timeZoneSet = (): ReadonlySet<string> => {
  // UTC is a valid IANA zone that some runtimes leave out of supportedValuesOf.
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return zones;
};

/** The canonical spelling of an IANA zone (`Europe/Madrid`); abbreviations and offsets are not. */
export const isIanaTimeZone = (value: string): boolean => timeZoneSet().has(value);
