/** A time of day or a span, as the widgets edit it: whole hours and minutes (behaviour.md#data). */
export type HoursMinutes = { readonly hours: number; readonly minutes: number };

/** behaviour.md#data Duration value: an integer number of minutes, hours × 60 + minutes. */
export const toMinutes = ({ hours, minutes }: HoursMinutes): number => hours * 60 + minutes;

/** The inverse of toMinutes; anything that is not a non-negative number reads as zero. */
export const fromMinutes = (total: number): HoursMinutes => {
  const safe = Number.isFinite(total) && total > 0 ? Math.round(total) : 0;
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
};

/**
 * Spinner parts of a total within the spinners' maxima: whole hours up to `maxHours`, the rest in
 * minutes (up to `maxMinutes`), so that 1500 with maxima 24 and 60 reads 24 h 60 min, not 25 h.
 */
export const splitDuration = (
  total: number,
  maxHours: number,
  maxMinutes: number,
): HoursMinutes => {
  const { hours, minutes } = fromMinutes(total);
  const shownHours = Math.min(hours, Math.max(maxHours, 0));
  const rest = minutes + (hours - shownHours) * 60;
  return { hours: shownHours, minutes: Math.min(rest, Math.max(maxMinutes, 0)) };
};

/** behaviour.md#validation: a spinner part never goes below 0 nor above its maximum; fractions are dropped. */
export const clampDurationPart = (value: number, max: number): number => {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.trunc(value), 0), Math.max(max, 0));
};

/** behaviour.md#widgets: spinner values and chips are zero-padded to two digits. */
export const padTwo = (value: number): string => String(value).padStart(2, '0');

/** 'HH:MM' of a number of minutes; 1440 is the end of the day, '24:00', never '00:00'. */
export const formatHHMM = (total: number): string => {
  const { hours, minutes } = fromMinutes(total);
  return `${padTwo(hours)}:${padTwo(minutes)}`;
};

/** Minutes of an 'HH:MM' time of day (up to '24:00'); null for anything else. */
export const parseHHMM = (text: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  const total = hours * 60 + minutes;
  return total <= 24 * 60 ? total : null;
};

/**
 * A time of day as a person types it: '19:30', '19.30', '19h30', '1930', '930' or '19' (19:00),
 * from 00:00 to 23:59. 'partial' is text that can still become one ('1', '19:', '19:3'), so a field
 * validated as the person types does not turn red at the first key.
 */
export type TypedTime =
  | { readonly state: 'valid'; readonly value: HoursMinutes }
  | { readonly state: 'partial' }
  | { readonly state: 'invalid' };

export const readTypedTime = (text: string): TypedTime => {
  const trimmed = text.trim();
  const full = /^(\d{1,2})(?:[:.hH]?(\d{2}))?$/.exec(trimmed);
  if (full) {
    const hours = Number(full[1]);
    const minutes = Number(full[2] ?? '0');
    if (hours <= 23 && minutes <= 59) return { state: 'valid', value: { hours, minutes } };
  }
  // '193' on its way to '1930' is no time yet (1:93), nor a wrong one.
  const started = /^(\d{1,2})(?:[:.hH]?(\d?))?$/.exec(trimmed);
  if (trimmed === '' || (started && Number(started[1]) <= 23 && Number(started[2] ?? '0') <= 5)) {
    return { state: 'partial' };
  }
  return { state: 'invalid' };
};
