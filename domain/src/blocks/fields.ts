import { z } from 'zod';
import { colorSchema, dbInt, urlSchema } from '../ids.ts';
import { byLanguage, translatableSchema } from '../translatable.ts';
import { linkUrlSchema } from '../urls.ts';

/**
 * Field kinds shared by the block schemas, with their limits in one place (docs/decisions.md).
 * Lengths are characters per language for translatable values.
 */
export const SHORT_TEXT_MAX = 500;
export const LONG_TEXT_MAX = 5_000;
export const RICH_TEXT_MAX = 100_000;
export const PLAIN_TEXT_MAX = 200;
export const EMAIL_MAX = 250;
export const PHONE_MAX = 50;
export const EMBED_MAX = 20_000;
/** behaviour.md#validation/behaviour.md#limits sliders. */
export const HEIGHT_MAX = 1000;
export const DIVIDER_MAX = 100;

/** Names, titles, labels, button texts. */
export const shortText = () => translatableSchema(SHORT_TEXT_MAX);
/** Text areas: descriptions, ingredients, notes. */
export const longText = () => translatableSchema(LONG_TEXT_MAX);
/** Quill HTML, sanitized by the server (htmlFields). */
export const richText = () => translatableSchema(RICH_TEXT_MAX);
/** A single line of plain text. */
export const plainText = (max = PLAIN_TEXT_MAX) => z.string().max(max);

/** A translatable value whose every language holds an image or file address (or ''). */
export const translatableUrlSchema = byLanguage(urlSchema);

/** A translatable value whose every language holds a link: https, mailto:, tel: (or ''). */
export const translatableLinkSchema = byLanguage(linkUrlSchema);

/** An e-mail address, or '' while not filled in (required-ness is the editor's). */
export const emailSchema = z.union([z.literal(''), z.email().max(EMAIL_MAX)]);

export const latSchema = z.number().min(-90).max(90).nullable();
export const lonSchema = z.number().min(-180).max(180).nullable();

/** A pixel height of the behaviour.md#validation sliders: an integer 0–1000. */
export const heightSchema = z.number().int().min(0).max(HEIGHT_MAX);

/** A record picked from a catalogue (a form, a map, a restaurant, a content); null = none yet. */
export const pickedIdSchema = dbInt().positive().nullable();

/** behaviour.md#limits activity and show types: 0 = all ('TODOS'), 1–5. */
export const activityTypeSchema = z.number().int().min(0).max(5);

/** behaviour.md#limits text format: 1 upper case, 2 lower case. */
export const textFormatSchema = z.union([z.literal(1), z.literal(2)]);

/** The three form icons of behaviour.md#data (form 29, rcovid 40, formCio 54). */
export const FORM_ICONS = [
  'mdi-information',
  'mdi-file-document-edit',
  'mdi-silverware-fork-knife',
] as const;
export const formIconSchema = z.enum(FORM_ICONS);

/**
 * A field that legacy clients send as a JSON string of its value: a string is parsed ('' reads as
 * `empty`), anything else checked as it is; the stored form is always the parsed value.
 */
export const jsonOrValue = <S extends z.ZodType>(schema: S, empty: () => unknown = () => ({})) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return empty();
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

/** A colour default that is only used when it is a valid colour (the enterprise's may be anything). */
export const colorOrNull = (value: string | null | undefined): string | null =>
  value != null && colorSchema.safeParse(value).success ? value : null;

/**
 * A random RFC 9562 version-4 id. Domain code runs in browsers and Node alike: `randomUUID` exists
 * only in secure contexts, `getRandomValues` everywhere Web Crypto does.
 */
export const randomUuid = (): string => {
  const webCrypto = (
    globalThis as {
      crypto?: { randomUUID?: () => string; getRandomValues?: (a: Uint8Array) => Uint8Array };
    }
  ).crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof webCrypto?.getRandomValues === 'function') webCrypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
