import { unescapeApostrophes } from '../translated-value.ts';
import { type GuestLanguage, resolveForGuest } from './resolve.ts';

/**
 * How one allow-listed field reaches a guest:
 * - keep: as stored (numbers, flags, colours, links, lists of them);
 * - plain: a string a person wrote, '#$#' read as an apostrophe;
 * - text: a translatable value resolved to the guest's language;
 * - html: text that is rich-text HTML, sanitized again on its way out;
 * - embed: embed HTML reduced to the embed allow-list;
 * - frame: a page URL, with `<field>AllowListed` saying whether its host is on the embed allow-list;
 * - each: a list of objects, each projected by its own allow-list.
 * A field without a rule is not sent.
 */
export type GuestRule =
  | 'keep'
  | 'plain'
  | 'text'
  | 'html'
  | 'embed'
  | 'frame'
  | { readonly each: GuestShape };
export type GuestShape = { readonly [field: string]: GuestRule };

/** What projecting needs from the server: its HTML sanitizers and the embed allow-list. */
export type GuestSanitizers = {
  readonly richText: (html: string) => string;
  readonly embed: (html: string) => string;
  readonly isAllowedFrame: (url: string) => boolean;
};

export type GuestContext = GuestLanguage & { readonly sanitize: GuestSanitizers };

type Out = Record<string, unknown>;

const projectValue = (
  rule: GuestRule,
  value: unknown,
  path: string,
  ctx: GuestContext,
  fallbacks: string[],
): unknown => {
  if (rule === 'keep') return value;
  if (rule === 'plain') return typeof value === 'string' ? unescapeApostrophes(value) : value;
  if (rule === 'embed') return typeof value === 'string' ? ctx.sanitize.embed(value) : '';
  if (rule === 'frame') return value;
  if (rule === 'text' || rule === 'html') {
    const { text, fallback } = resolveForGuest(value, ctx);
    if (fallback) fallbacks.push(path);
    return rule === 'html' ? ctx.sanitize.richText(text) : text;
  }
  if (!Array.isArray(value)) return [];
  return value.map((item, i) =>
    item && typeof item === 'object'
      ? projectShape(rule.each, item as Out, `${path}.${i}.`, ctx, fallbacks)
      : null,
  );
};

/**
 * The allow-listed fields of `source`, each by its rule; the paths of values shown in another
 * language than the guest's are added to `fallbacks` (`prefix` + field, `Times.0.Title` for items).
 */
export const projectShape = (
  shape: GuestShape,
  source: Out,
  prefix: string,
  ctx: GuestContext,
  fallbacks: string[],
): Out => {
  const out: Out = {};
  for (const [field, rule] of Object.entries(shape)) {
    if (!(field in source)) continue;
    const value = source[field];
    out[field] = projectValue(rule, value, `${prefix}${field}`, ctx, fallbacks);
    if (rule === 'frame')
      out[`${field}AllowListed`] =
        typeof value === 'string' && value !== '' && ctx.sanitize.isAllowedFrame(value);
  }
  return out;
};
