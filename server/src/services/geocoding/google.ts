import { z } from 'zod';
import { fetchJson } from '../outbound-http.ts';
import {
  type AddressComponents,
  COMPONENT_FORMS,
  COMPONENT_KEYS,
  COUNTRY,
  DEFAULT_TIMEOUT_MS,
  type GeocodeResult,
  type Geocoder,
  geocoderFailed,
  joinUrl,
  RESULT_LIMIT,
} from './geocoder.ts';

const LABEL = 'Google Places';
export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';
/** Text Search (New) answers only the fields named here (and bills by them). */
export const FIELD_MASK = [
  'places.formattedAddress',
  'places.location',
  'places.addressComponents',
  'places.displayName',
  'places.types',
].join(',');
/** The largest circle Text Search accepts as a bias, in metres. */
const NEAR_RADIUS_M = 50_000;
/**
 * Spain with the Canaries, the Balearics, Ceuta and Melilla. Text Search has no country filter: this
 * box ranks Spanish places first and `regionCode` formats them; the country check below restricts.
 */
const SPAIN_BOX = {
  low: { latitude: 27.6, longitude: -18.2 },
  high: { latitude: 43.8, longitude: 4.4 },
};

const componentSchema = z.looseObject({
  longText: z.string().optional(),
  shortText: z.string().optional(),
  types: z.array(z.string()).default([]),
});
const placeSchema = z.looseObject({
  formattedAddress: z.string(),
  location: z.looseObject({ latitude: z.number(), longitude: z.number() }),
  addressComponents: z.array(componentSchema).default([]),
  displayName: z.looseObject({ text: z.string() }).optional(),
  types: z.array(z.string()).default([]),
});
const answerSchema = z.looseObject({ places: z.array(z.unknown()).default([]) });

type GooglePlace = z.infer<typeof placeSchema>;

/** behaviour.md#data: each component in its short or long form, from the first address part of that type. */
export const googleComponents = (place: GooglePlace): AddressComponents => {
  const found: AddressComponents = {};
  for (const key of COMPONENT_KEYS) {
    const part = place.addressComponents.find((c) => c.types.includes(key));
    const text = COMPONENT_FORMS[key] === 'short' ? part?.shortText : part?.longText;
    const value = text?.trim() || (COMPONENT_FORMS[key] === 'short' ? part?.longText?.trim() : '');
    if (value) found[key] = value;
  }
  // A place that is itself a point of interest (a beach, a hotel) is named by its display name.
  const name = place.displayName?.text.trim();
  if (!found.point_of_interest && name && place.types.includes('point_of_interest')) {
    found.point_of_interest = name;
  }
  return found;
};

const inCountry = (place: GooglePlace): boolean => {
  const country = place.addressComponents.find((c) => c.types.includes('country'));
  return !country?.shortText || country.shortText.toLowerCase() === COUNTRY;
};

/** One place of a Text Search answer as a result; null when unreadable or outside Spain (behaviour.md#limits). */
export const googleResult = (place: unknown): GeocodeResult | null => {
  const parsed = placeSchema.safeParse(place);
  if (!parsed.success || !inCountry(parsed.data)) return null;
  const { formattedAddress, location } = parsed.data;
  return {
    address: formattedAddress,
    lat: location.latitude,
    lon: location.longitude,
    components: googleComponents(parsed.data),
  };
};

export type GoogleOptions = {
  readonly key: string;
  /** Google's endpoint; tests point it at a local server. */
  readonly url?: string | undefined;
  readonly timeoutMs?: number | undefined;
  readonly fetch?: typeof fetch | undefined;
};

/**
 * Places API (New) Text Search: POST {url}/v1/places:searchText, the key in `X-Goog-Api-Key` (a
 * header, so it appears in no URL and no log line) and the answered fields in `X-Goog-FieldMask`.
 */
export const createGoogle = (options: GoogleOptions): Geocoder => ({
  label: LABEL,
  attribution: 'Google',
  search: async (q, near) => {
    const answer = await fetchJson({
      label: LABEL,
      method: 'POST',
      url: joinUrl(options.url ?? GOOGLE_PLACES_URL, '/v1/places:searchText'),
      headers: { 'x-goog-api-key': options.key, 'x-goog-fieldmask': FIELD_MASK },
      body: {
        textQuery: q,
        languageCode: 'es',
        regionCode: COUNTRY.toUpperCase(),
        pageSize: RESULT_LIMIT,
        locationBias: near
          ? {
              circle: {
                center: { latitude: near.lat, longitude: near.lon },
                radius: NEAR_RADIUS_M,
              },
            }
          : { rectangle: SPAIN_BOX },
      },
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      fetch: options.fetch,
      failure: geocoderFailed,
      secrets: [options.key, encodeURIComponent(options.key)],
    });
    const parsed = answerSchema.safeParse(answer);
    if (!parsed.success) throw geocoderFailed(`${LABEL} sent an answer without places`);
    return parsed.data.places.map(googleResult).filter((r): r is GeocodeResult => r !== null);
  },
});
