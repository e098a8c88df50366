import type { BlockKey } from '../content-types.ts';
import { toMinutes } from '../duration.ts';
import {
  DAY_LIMIT_MINUTES,
  type DayEntries,
  WEEKDAYS,
  type Weekday,
  withAllDays,
} from '../timetable.ts';

// No zod here, on purpose: the guest app renders its Form and Poll views from this description
// (its first load has a 100 kB budget); the zod schemas the server checks with are in ./schema.ts
// and are built from the same description.

/** Longest texts a guest may send (characters). */
export const ANSWER_LIMITS = {
  name: 100,
  /** An e-mail address (as the blocks' EMAIL_MAX) or a phone number. */
  contact: 250,
  phoneDigitsMin: 6,
  phoneDigitsMax: 20,
  nif: 20,
  room: 20,
  message: 2000,
  /** The form's FormLimitNumberOfItem may not be higher (FORM_LIMIT_MAX in blocks/form.ts). */
  people: 10_000,
  /** How far ahead a requested date may be. */
  daysAhead: 366,
} as const;

/** Poll ratings: whole stars, 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A value shown to a person: a translatable object (stored data) or one string (a guest read). */
export type AnswerText = string | Readonly<Record<string, string>>;

/** What the form's answer description reads of a form block: stored data or the guest API's. */
export type FormSource = {
  readonly FormNIF?: boolean;
  readonly FormRoomNumber?: boolean;
  readonly FormDateTime?: boolean;
  readonly FormTimetable?: Partial<Record<Weekday, DayEntries>> | null;
  readonly FormNumberOfPeople?: boolean;
  readonly FormLblNumberOfItem?: AnswerText;
  readonly FormLimitNumberOfItem?: number | null;
};

export type PollQuestionSource = {
  readonly id: string;
  readonly type: string;
  readonly question?: AnswerText;
  readonly values?: readonly { readonly id: string; readonly answer?: AnswerText }[];
  readonly min?: number;
  readonly max?: number;
};

/** What the poll's answer description reads of a poll block. */
export type PollSource = { readonly PollFormData?: readonly PollQuestionSource[] };

/** The form's fields, by the key each has in the answer body. */
export const FORM_FIELD_IDS = [
  'Name',
  'Contact',
  'NIF',
  'Room',
  'DateTime',
  'People',
  'Message',
] as const;
export type FormFieldId = (typeof FORM_FIELD_IDS)[number];

/**
 * One thing a guest fills in, described for a view to render and for the server to check:
 * `id` is its key in the answer body. `label` is null when the app words it itself (the form's
 * fixed fields, see FORM_FIELD_LABELS).
 */
export type AnswerField =
  | {
      readonly kind: 'text' | 'longText';
      readonly id: string;
      readonly label: AnswerText | null;
      readonly required: boolean;
      readonly maxLength: number;
    }
  | {
      /** An e-mail address or a phone number, in one field. */
      readonly kind: 'contact';
      readonly id: string;
      readonly label: AnswerText | null;
      readonly required: true;
      readonly maxLength: number;
    }
  | {
      /** 'YYYY-MM-DDTHH:MM' on the venue's wall clock, at one of `times` of its weekday. */
      readonly kind: 'dateTime';
      readonly id: string;
      readonly label: AnswerText | null;
      readonly required: true;
      /** Minutes after midnight offered on each weekday (0 = Sunday), in order. */
      readonly times: Readonly<Record<Weekday, readonly number[]>>;
      readonly daysAhead: number;
    }
  | {
      /** A number: whole when `integer`, within min..max. */
      readonly kind: 'number';
      readonly id: string;
      readonly label: AnswerText | null;
      readonly required: boolean;
      readonly min: number;
      readonly max: number;
      readonly integer: boolean;
    }
  | {
      /** Whole stars, RATING_MIN..RATING_MAX. */
      readonly kind: 'rating';
      readonly id: string;
      readonly label: AnswerText | null;
      readonly required: boolean;
      readonly min: number;
      readonly max: number;
    }
  | {
      /** Option ids: exactly one when `single`, else one or more, each once. */
      readonly kind: 'choice';
      readonly id: string;
      readonly label: AnswerText | null;
      readonly required: boolean;
      readonly single: boolean;
      readonly options: readonly { readonly id: string; readonly label: AnswerText | null }[];
    };

export type AnswerFieldKind = AnswerField['kind'];

/**
 * Minutes after midnight offered on each weekday: the day's own times before 24:00, and 00:00 when
 * the day before closes with 24:00 (that is midnight of this day). Sorted, each once.
 */
export const offeredTimes = (
  timetable: FormSource['FormTimetable'],
): Readonly<Record<Weekday, readonly number[]>> => {
  const week = withAllDays(timetable);
  const times = {} as Record<Weekday, number[]>;
  for (const day of WEEKDAYS) {
    const own = week[day].map(toMinutes).filter((m) => m >= 0 && m < DAY_LIMIT_MINUTES);
    const before = week[((day + 6) % 7) as Weekday];
    const midnight = before.some((entry) => toMinutes(entry) === DAY_LIMIT_MINUTES) ? [0] : [];
    times[day] = [...new Set([...midnight, ...own])].sort((a, b) => a - b);
  }
  return times;
};

const hasText = (value: AnswerText | undefined): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : value !== undefined && Object.values(value).some((text) => text.trim() !== '');

/**
 * The people limit of a form: FormLimitNumberOfItem when it is a positive number; null (no limit)
 * and 0 (never a real limit: nobody could answer) both mean up to ANSWER_LIMITS.people.
 */
export const peopleLimitOf = (limit: number | null | undefined): number =>
  typeof limit === 'number' && limit > 0
    ? Math.min(limit, ANSWER_LIMITS.people)
    : ANSWER_LIMITS.people;

/**
 * Form (29): name and contact always, then what the block asks for (NIF, room, date-time, number
 * of people), then a free message. Every field a block asks for is required but the message.
 */
export const formFields = (data: FormSource): AnswerField[] => {
  const fields: AnswerField[] = [
    { kind: 'text', id: 'Name', label: null, required: true, maxLength: ANSWER_LIMITS.name },
    {
      kind: 'contact',
      id: 'Contact',
      label: null,
      required: true,
      maxLength: ANSWER_LIMITS.contact,
    },
  ];
  if (data.FormNIF === true)
    fields.push({
      kind: 'text',
      id: 'NIF',
      label: null,
      required: true,
      maxLength: ANSWER_LIMITS.nif,
    });
  if (data.FormRoomNumber === true)
    fields.push({
      kind: 'text',
      id: 'Room',
      label: null,
      required: true,
      maxLength: ANSWER_LIMITS.room,
    });
  if (data.FormDateTime === true)
    fields.push({
      kind: 'dateTime',
      id: 'DateTime',
      label: null,
      required: true,
      times: offeredTimes(data.FormTimetable),
      daysAhead: ANSWER_LIMITS.daysAhead,
    });
  if (data.FormNumberOfPeople === true)
    fields.push({
      kind: 'number',
      id: 'People',
      label: hasText(data.FormLblNumberOfItem) ? (data.FormLblNumberOfItem ?? null) : null,
      required: true,
      min: 1,
      max: peopleLimitOf(data.FormLimitNumberOfItem),
      integer: true,
    });
  fields.push({
    kind: 'longText',
    id: 'Message',
    label: null,
    required: false,
    maxLength: ANSWER_LIMITS.message,
  });
  return fields;
};

/**
 * Poll (35): one field per question, keyed by the question's id. A guest may leave questions out,
 * but not all of them (the schema's rule). Questions of an unknown kind are not offered.
 */
export const pollFields = (data: PollSource): AnswerField[] =>
  (data.PollFormData ?? []).flatMap((q): AnswerField[] => {
    const label = q.question ?? null;
    switch (q.type) {
      case 'singleSelection':
      case 'multiSelection':
        return [
          {
            kind: 'choice',
            id: q.id,
            label,
            required: false,
            single: q.type === 'singleSelection',
            options: (q.values ?? []).map((v) => ({ id: v.id, label: v.answer ?? null })),
          },
        ];
      case 'rating':
        return [
          { kind: 'rating', id: q.id, label, required: false, min: RATING_MIN, max: RATING_MAX },
        ];
      case 'number':
        return [
          {
            kind: 'number',
            id: q.id,
            label,
            required: false,
            min: q.min ?? 0,
            max: q.max ?? 100,
            integer: false,
          },
        ];
      default:
        return [];
    }
  });

/**
 * The block types that take guest answers, keyed by BlockKey (never by type number): each says
 * what a guest fills in, from the block's own data. The schema table in ./schema.ts is typed over
 * these keys, so a type added here without its schema does not compile.
 */
export const answerBlocks = {
  form: { fieldsOf: (data: FormSource) => formFields(data) },
  poll: { fieldsOf: (data: PollSource) => pollFields(data) },
} as const satisfies {
  readonly [K in BlockKey]?: { readonly fieldsOf: (data: never) => AnswerField[] };
};

export type AnswerKey = keyof typeof answerBlocks;
export const ANSWER_KEYS = Object.keys(answerBlocks) as AnswerKey[];

/** Whether blocks of this key take guest answers ('toString' is not a block key). */
export const takesAnswers = (key: string | null | undefined): key is AnswerKey =>
  typeof key === 'string' && Object.hasOwn(answerBlocks, key);

type SourceOf<K extends AnswerKey> = Parameters<(typeof answerBlocks)[K]['fieldsOf']>[0];

/** A block that takes answers, with its data as stored or as the guest API sends it. */
export type AnswerBlock = {
  [K in AnswerKey]: { readonly key: K; readonly data: SourceOf<K> };
}[AnswerKey];

/** What a guest fills in on this block, in order: the plain description a view renders from. */
export const answerFieldsOf = (block: AnswerBlock): AnswerField[] =>
  (answerBlocks[block.key].fieldsOf as (data: AnswerBlock['data']) => AnswerField[])(block.data);

/** The form's fixed fields in the languages of the demo venue and of the back-office. */
export const FORM_FIELD_LABELS: Readonly<Record<FormFieldId, Readonly<Record<string, string>>>> = {
  Name: { es: 'Nombre', en: 'Name', de: 'Name', fr: 'Nom' },
  Contact: {
    es: 'E-mail o teléfono',
    en: 'E-mail or phone',
    de: 'E-Mail oder Telefon',
    fr: 'E-mail ou téléphone',
  },
  NIF: { es: 'NIF', en: 'Tax ID (NIF)', de: 'Steuernummer (NIF)', fr: 'NIF' },
  Room: { es: 'Habitación', en: 'Room', de: 'Zimmer', fr: 'Chambre' },
  DateTime: {
    es: 'Fecha y hora',
    en: 'Date and time',
    de: 'Datum und Uhrzeit',
    fr: 'Date et heure',
  },
  People: { es: 'Personas', en: 'People', de: 'Personen', fr: 'Personnes' },
  Message: { es: 'Mensaje', en: 'Message', de: 'Nachricht', fr: 'Message' },
};
