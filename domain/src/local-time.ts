// No zod here: the guest app reads the venue's clock with it (its first load has a budget).

export type LocalTime = { date: string; weekday: number; dayOfMonth: number; minutes: number };

const weekdays: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall-clock date and time at `at` in an IANA time zone. */
// Building a formatter costs far more than using one: a report reads the clock of thousands of instants.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export const localTimeIn = (at: Date, timeZone: string): LocalTime => {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdays[parts.weekday ?? 'Sun'] ?? 0,
    dayOfMonth: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
};
