import type { GuestMenu } from '@carta/domain/guest/index';
import { isFileUrl } from '@carta/domain/urls';

/**
 * What a search engine or a link preview reads of a guest page before any script runs
 * (behaviour.md#guest-app): its title, a description and an image, in the page's language, with
 * the same page in the venue's other languages.
 */
export type GuestHead = {
  readonly lang: string;
  readonly title: string;
  readonly description: string;
  /** Absolute URL, or null when the venue has no picture at all. */
  readonly image: string | null;
  /** This page's address in this language, absolute. */
  readonly url: string;
  readonly alternates: readonly { readonly lang: string; readonly url: string }[];
  /** The pictures of the page's first row of tiles, as the app's tiles ask for them. */
  readonly firstTileImages: readonly string[];
};

/** Tiles a phone shows side by side (guest/src/styles: two columns from 320 px). */
const FIRST_ROW = 2;

/** "The menus of {venue}" in the languages guests read; others read English. */
const INTROS: Record<string, (venue: string) => string> = {
  es: (venue) => `Carta y servicios de ${venue}`,
  en: (venue) => `Menus and services of ${venue}`,
  de: (venue) => `Speisekarten und Angebote von ${venue}`,
  fr: (venue) => `Cartes et services de ${venue}`,
  it: (venue) => `Menù e servizi di ${venue}`,
  pt: (venue) => `Cardápios e serviços de ${venue}`,
};

const intro = (lang: string, venue: string) => (INTROS[lang] ?? INTROS.en)?.(venue) ?? venue;

/** Descriptions longer than this are cut by search engines anyway. */
const DESCRIPTION_MAX = 160;

const clip = (text: string) =>
  text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;

/** The page's address in a language: the venue's default language needs no `lang=`. */
export const guestPageUrl = (
  origin: string,
  ws: number,
  menuId: number | null,
  lang: string,
  defaultLang: string | undefined,
) => {
  const path = `${origin}/guest/${ws}/${menuId === null ? '' : `menus/${menuId}`}`;
  return lang === defaultLang ? path : `${path}?lang=${encodeURIComponent(lang)}`;
};

/**
 * The head of a venue's home (menu null) or of one of its menus, from the menus a guest sees in
 * that language now: a menu page names its submenus, the home its top menus.
 */
export const guestHeadOf = (input: {
  readonly origin: string;
  readonly ws: number;
  readonly venueName: string;
  readonly logo: string | null;
  readonly languages: readonly string[];
  readonly lang: string;
  readonly tree: readonly GuestMenu[];
  readonly menu: GuestMenu | null;
}): GuestHead => {
  const { origin, ws, venueName, lang, menu, languages } = input;
  const listed = (menu ? menu.Menus : input.tree).map((m) => m.Name).filter(Boolean);
  const lead = menu ? `${menu.Name} · ${intro(lang, venueName)}` : intro(lang, venueName);
  const description = clip(listed.length > 0 ? `${lead}: ${listed.join(', ')}.` : `${lead}.`);
  const picture = menu?.Image ?? input.logo ?? input.tree.find((m) => m.Image)?.Image ?? null;
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);
  const urlOf = (l: string) => guestPageUrl(origin, ws, menu?.ID ?? null, l, languages[0]);
  return {
    lang,
    title: menu ? `${menu.Name} · ${venueName}` : venueName,
    description,
    image: picture ? absolute(picture) : null,
    url: urlOf(lang),
    alternates: languages.map((l) => ({ lang: l, url: urlOf(l) })),
    firstTileImages: (menu ? menu.Menus : input.tree)
      .slice(0, FIRST_ROW)
      .map((m) => m.Image)
      .filter((src): src is string => typeof src === 'string' && src !== '' && isFileUrl(src)),
  };
};

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The tags that replace the app's bare `<title>`: title, description, Open Graph, languages. */
export const headTags = (head: GuestHead): string => {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    ...head.alternates.map(
      (a) =>
        `<link rel="alternate" hreflang="${escapeHtml(a.lang)}" href="${escapeHtml(a.url)}" />`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', head.lang),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
};

/** The app's index.html with the page's head and language; the rest as built. */
export const withHead = (html: string, head: GuestHead): string =>
  html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(head.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => headTags(head));

const primaryTag = (tag: string) => tag.trim().split(/[-;]/)[0]?.toLowerCase() ?? '';

/**
 * The language the guest app will read a page in when the guest has chosen none on this device
 * (guest/src/app/language.ts): the link's `?lang=`, else the first of the browser's languages
 * (Accept-Language, in its order) the venue speaks, else the page's own.
 */
export const likelyGuestLanguage = (
  head: GuestHead,
  linked: boolean,
  acceptLanguage: string | undefined,
): string => {
  if (linked) return head.lang;
  const spoken = head.alternates.map((alternate) => alternate.lang);
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map(primaryTag)
    .find((lang) => spoken.includes(lang));
  return preferred ?? head.lang;
};

/**
 * What a venue's home waits for before its first tiles (npm run bench:lighthouse): the venue and its
 * menu tree, and the pictures of the first row of tiles (the page's largest paint). Preloaded by the
 * page itself, the browser asks for them beside the app's script instead of after running it, the
 * largest wait on a slow line. Same URLs as guest/src/api/client.ts and the tiles ask for.
 */
export const withHomePreloads = (
  html: string,
  head: GuestHead,
  ws: number,
  lang: string,
): string => {
  const api = `/api/public/guest/${ws}`;
  const links = [
    ...[api, `${api}/menus?lang=${encodeURIComponent(lang)}`].map(
      (href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...head.firstTileImages.map(
      (src) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">`,
    ),
  ].join('\n    ');
  return html.replace('</head>', () => `    ${links}\n  </head>`);
};
