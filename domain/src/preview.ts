import { localTimeIn } from './availability.ts';

/**
 * The editor's preview (behaviour.md#guest-app): the guest app as of a chosen moment, written as the venue's
 * wall-clock time with its offset (`2026-11-25T21:00:00+01:00`), the form the public API's `at=`
 * accepts, so a preview link reads as the time the staff chose.
 */

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes the zone is ahead of UTC at `at` (whole minutes: every zone in use today has them). */
export const offsetMinutesAt = (at: Date, timeZone: string): number => {
  const local = localTimeIn(at, timeZone);
  const wall = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * MINUTE;
  const exact = Math.floor(at.getTime() / MINUTE) * MINUTE;
  return Math.round((wall - exact) / MINUTE);
};

/**
 * The instant a wall-clock date ('YYYY-MM-DD') and time (minutes after midnight) name in a zone.
 * Two passes settle the offset around a change of summer time; a time the clocks skip (02:30 on
 * the spring-forward night) lands an hour later, as a clock on the wall would show it.
 */
export const instantOfLocal = (date: string, minutes: number, timeZone: string): Date => {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  const first = new Date(wall - offsetMinutesAt(new Date(wall), timeZone) * MINUTE);
  return new Date(wall - offsetMinutesAt(first, timeZone) * MINUTE);
};

/** `at` as the zone's wall-clock time with its offset, to the minute. */
export const zonedIsoText = (at: Date, timeZone: string): string => {
  const local = localTimeIn(at, timeZone);
  const offset = offsetMinutesAt(at, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const time = `${pad(Math.floor(local.minutes / 60))}:${pad(local.minutes % 60)}:00`;
  return `${local.date}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/**
 * A preview moment from a link: an ISO date-time with an offset (what `at=` accepts), naming a
 * real calendar day; anything else is null, so a mistyped link is not sent to the server.
 */
export const parsePreviewAt = (text: string | null | undefined): Date | null => {
  const match = text ? ISO_WITH_OFFSET.exec(text) : null;
  if (!match || !text) return null;
  const [, y, m, d] = match.map(Number);
  const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  if (day.getUTCMonth() !== (m ?? 0) - 1 || day.getUTCDate() !== d) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** The guest page of a menu as of `at`, in `lang`: what the editor's preview frame opens. */
export const previewPath = (opts: {
  readonly ws: number | string;
  readonly menuId: number;
  readonly at: Date;
  readonly timeZone: string;
  readonly lang: string;
}): string => {
  const at = encodeURIComponent(zonedIsoText(opts.at, opts.timeZone));
  const path = `/guest/${encodeURIComponent(String(opts.ws))}/menus/${opts.menuId}`;
  return `${path}?preview=${at}&lang=${encodeURIComponent(opts.lang)}`;
};
