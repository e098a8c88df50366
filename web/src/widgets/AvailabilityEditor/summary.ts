import type { AvailabilityDescription, TimeWindow } from '@carta/domain/availability-form';
import type { TFunction } from 'i18next';

const K = 'widgets.AvailabilityEditor.summary' as const;

const formatDate = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** 2024-01-07 was a Sunday: day n of that week has the stored number n. */
const weekdayName = (day: number, language: string): string =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + day)),
  );

const list = (items: readonly string[], language: string): string =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(items);

const capitalise = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const range = (
  t: TFunction,
  language: string,
  from: string | null,
  until: string | null,
): string | null => {
  const f = from && formatDate(from, language);
  const u = until && formatDate(until, language);
  if (f && u) return t(`${K}.range`, { from: f, until: u });
  if (f) return t(`${K}.from`, { from: f });
  if (u) return t(`${K}.until`, { until: u });
  return null;
};

const time = (t: TFunction, window: TimeWindow | null): string | null =>
  window && t(`${K}.time`, { start: window.start, end: window.end });

const head = (t: TFunction, language: string, d: AvailabilityDescription): string => {
  switch (d.kind) {
    case 'always':
      return t(`${K}.always`);
    case 'allDays':
      return t(`${K}.everyDay`);
    case 'oneDay':
      return d.date
        ? t(`${K}.oneDay`, { date: formatDate(d.date, language) })
        : t(`${K}.oneDayNoDate`);
    case 'weekly': {
      const days = d.days.length
        ? capitalise(
            list(
              d.days.map((day) => weekdayName(day, language)),
              language,
            ),
          )
        : t(`${K}.everyDay`);
      return d.every > 1 ? `${days} ${t(`${K}.everyWeeks`, { count: d.every })}` : days;
    }
    case 'monthly': {
      const days = list(d.days.map(String), language);
      if (d.every > 1) {
        return d.days.length
          ? t(`${K}.monthDaysEvery`, { days, count: d.every })
          : t(`${K}.everyDayEveryMonths`, { count: d.every });
      }
      return d.days.length ? t(`${K}.monthDays`, { days }) : t(`${K}.everyDay`);
    }
  }
};

/** One line for a collapsed card: 'Lunes y miércoles cada 2 semanas, de 10:00 a 14:00'. */
export const formatAvailability = (
  d: AvailabilityDescription,
  t: TFunction,
  language: string,
): string => {
  if (d.kind === 'always') return head(t, language, d);
  const parts = [
    head(t, language, d),
    d.kind === 'oneDay' ? null : range(t, language, d.from, d.until),
    time(t, d.time),
  ];
  return parts.filter((part): part is string => Boolean(part)).join(', ');
};
