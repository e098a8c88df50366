// No zod here: the guest app checks the dates a guest picks with it.

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The shape isDateText reads, for JSON Schema (`pattern`); the calendar check is its own. */
export const DATE_TEXT_PATTERN = DATE_TIME.source;

const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * 'YYYY-MM-DD', optionally followed by a time 'THH:MM[:SS[.sss]][Z|±HH:MM]' (the part after 'T'
 * is ignored by the rules that read dates, behaviour.md#data, but must still be a real time): the day must exist
 * in the calendar, so '2026-13-45' or '2026-02-30' are refused, and nothing else may follow.
 */
export const isDateText = (text: string): boolean => {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [, y, mo, d, h, mi, s, zone] = match.map((part) => part ?? '');
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1900 || year > 2999 || month < 1 || month > 12) return false;
  if (day < 1 || day > daysInMonth(year, month)) return false;
  if (h && (Number(h) > 23 || Number(mi) > 59 || (s !== '' && Number(s) > 59))) return false;
  if (zone && zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4)) > 59)) {
    return false;
  }
  return true;
};
