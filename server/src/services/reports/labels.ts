import { type Translatable, translatedValue } from '@carta/domain';
import {
  NO_PROVIDER,
  type ReportGroup,
  ROOM_PROVIDER,
  type StationName,
  stationLabel,
} from '@carta/domain/orders';
import { fromJson } from '../../db/dialect.ts';

/**
 * What a report's rows and files say to people, in the two languages of the back-office (Spanish
 * unless the user reads English). The screen has its own labels; these are for the files and the
 * `Label` of each row.
 */
type Language = 'es' | 'en';
const languageOf = (language: string): Language => (language === 'en' ? 'en' : 'es');

const TEXT = {
  es: {
    none: { provider: 'Sin pago en línea', station: 'Sin estación', other: 'Sin asignar' },
    room: 'Cargo a la habitación',
    unknownDish: 'Plato {id}',
    unknownPoint: 'Punto {id}',
    headers: {
      day: 'Día',
      hour: 'Hora',
      'weekday-hour': 'Día y hora',
      dish: 'Plato',
      point: 'Punto',
      station: 'Estación',
      provider: 'Forma de pago',
    },
    columns: ['Pedidos', 'Unidades', 'Ingresos', 'Propinas', 'Devoluciones'],
    total: 'Total',
    sheet: 'Ventas',
  },
  en: {
    none: { provider: 'Not paid online', station: 'No station', other: 'Unassigned' },
    room: 'Charged to the room',
    unknownDish: 'Dish {id}',
    unknownPoint: 'Point {id}',
    headers: {
      day: 'Day',
      hour: 'Hour',
      'weekday-hour': 'Weekday and hour',
      dish: 'Dish',
      point: 'Point',
      station: 'Station',
      provider: 'Payment',
    },
    columns: ['Orders', 'Units', 'Revenue', 'Tips', 'Refunds'],
    total: 'Total',
    sheet: 'Sales',
  },
} as const;

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  demo: 'Demo',
  stripe: 'Stripe',
  redsys: 'Redsys',
};

export type LabelContext = {
  readonly group: ReportGroup;
  readonly language: string;
  readonly points: ReadonlyMap<string, unknown> | null;
  readonly dishes: ReadonlyMap<string, unknown> | null;
  /** The venue's station names by id (a deleted station's lines show its number). */
  readonly stations?: ReadonlyMap<string, StationName> | null;
};

// Built once per language: a year of days would otherwise build 366 formatters per report.
const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (language: Language, options: Intl.DateTimeFormatOptions) => {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
};
const DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const WEEKDAY = { weekday: 'short' } as const;

/** A weekday by its ISO number: 2024-01-01 was a Monday. */
const weekdayName = (language: Language, isoWeekday: number) =>
  formatOf(language, WEEKDAY).format(new Date(Date.UTC(2024, 0, isoWeekday)));

const named = (value: unknown, language: string, fallback: string) =>
  translatedValue(fromJson<Translatable>(value, {}), language) || fallback;

/** The label of a row's key, as people read it. */
export const rowLabel = (context: LabelContext, key: string): string => {
  const language = languageOf(context.language);
  const text = TEXT[language];
  switch (context.group) {
    case 'day':
      return formatOf(language, DAY).format(new Date(`${key}T00:00:00Z`));
    case 'hour':
      return `${key}:00`;
    case 'weekday-hour': {
      const [weekday, hour] = key.split('-');
      return `${weekdayName(language, Number(weekday))} ${hour}:00`;
    }
    case 'dish':
      return named(context.dishes?.get(key), language, text.unknownDish.replace('{id}', key));
    case 'point':
      return named(context.points?.get(key), language, text.unknownPoint.replace('{id}', key));
    case 'station':
      if (key === NO_PROVIDER) return text.none.station;
      return stationLabel(context.stations?.get(key) ?? '', language) || `#${key}`;
    case 'provider':
      if (key === NO_PROVIDER) return text.none.provider;
      return key === ROOM_PROVIDER ? text.room : (PROVIDER_NAMES[key] ?? key);
  }
};

/** The header row of a file: what the rows are, then the figures. */
export const headerRow = (group: ReportGroup, language: string): string[] => {
  const text = TEXT[languageOf(language)];
  return [text.headers[group], ...text.columns];
};

export const totalLabel = (language: string): string => TEXT[languageOf(language)].total;
export const sheetName = (language: string): string => TEXT[languageOf(language)].sheet;
