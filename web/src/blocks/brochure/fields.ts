import { type BlockData, type Translatable, translatedValue } from '@carta/domain';
import { emailSchema, PLAIN_TEXT_MAX, SHORT_TEXT_MAX } from '@carta/domain/blocks/fields';
import { isLinkUrl } from '@carta/domain/urls';

/** What a typed text means for a field: a value to store, or the key of the message to show. */
export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: 'latitude' | 'longitude' | 'email' | 'web' };

/** Latitude or longitude typed by hand: '' is none, a comma is accepted as the decimal mark. */
export const checkCoordinate =
  (kind: 'latitude' | 'longitude') =>
  (text: string): Checked<number | null> => {
    const trimmed = text.trim().replace(',', '.');
    if (trimmed === '') return { ok: true, value: null };
    const value = Number(trimmed);
    const limit = kind === 'latitude' ? 90 : 180;
    return Number.isFinite(value) && Math.abs(value) <= limit
      ? { ok: true, value }
      : { ok: false, error: kind };
  };

export const checkEmail = (text: string): Checked<string> => {
  const value = text.trim();
  return emailSchema.safeParse(value).success ? { ok: true, value } : { ok: false, error: 'email' };
};

/**
 * A web address: staff type 'www.hotel.es' far more often than 'https://…', so a bare host gets
 * https:// in front; anything else must be a link the server stores (https, mailto:, tel:; never javascript:).
 */
export const checkWeb = (text: string): Checked<string> => {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: '' };
  const value = /^[^\s:/]+\.[^\s:]+(\/\S*)?$/.test(trimmed) ? `https://${trimmed}` : trimmed;
  return isLinkUrl(value) ? { ok: true, value } : { ok: false, error: 'web' };
};

export const coordinateText = (value: number | null): string =>
  value === null ? '' : String(value);

/** behaviour.md#blocks: the panel's subtitle is the site title in the current locale, upper-cased. */
export const panelSubtitle = (
  siteTitle: Translatable | undefined,
  brochureTitle: Translatable | undefined,
  locale: string,
): string => {
  // SiteTitle has no field in the brochure's editor: its own title names the panel until it is set.
  const text = translatedValue(siteTitle, locale) || translatedValue(brochureTitle, locale);
  return text.toLocaleUpperCase(locale);
};

type FoundPlace = {
  readonly address: string;
  readonly lat: number;
  readonly lon: number;
  readonly components?: { readonly postal_code?: string; readonly locality?: string };
};

/** A place picked in the address search fills the location fields it knows. */
export const locationFromPlace = (place: FoundPlace): Partial<BlockData<'brochure'>> => ({
  BrochureAddress: place.address.slice(0, SHORT_TEXT_MAX),
  BrochureLat: place.lat,
  BrochureLon: place.lon,
  ...(place.components?.postal_code
    ? { BrochurePostalCode: place.components.postal_code.slice(0, 20) }
    : {}),
  ...(place.components?.locality
    ? { BrochureMunicipaly: place.components.locality.slice(0, PLAIN_TEXT_MAX) }
    : {}),
});
