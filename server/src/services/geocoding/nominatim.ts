import { z } from 'zod';
import { fetchJson } from '../outbound-http.ts';
import {
  type AddressComponents,
  COUNTRY,
  DEFAULT_TIMEOUT_MS,
  type GeocodeResult,
  type Geocoder,
  geocoderFailed,
  joinUrl,
  type ProviderOptions,
  RESULT_LIMIT,
} from './geocoder.ts';
import { createSpacing, sleep } from './http.ts';

const LABEL = 'Nominatim';
export const NOMINATIM_PUBLIC_HOST = 'nominatim.openstreetmap.org';
/** The usage policy asks for a User-Agent naming the application, not a library's default. */
export const USER_AGENT = 'Carta back-office (address search)';
/** Half the side of the box that ranks places near the user first: about 50 km at Spain's latitudes. */
const NEAR_BOX_DEGREES = 0.5;

// Nominatim sends coordinates as decimal strings.
const coordinate = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const placeSchema = z.looseObject({
  lat: coordinate,
  lon: coordinate,
  display_name: z.string(),
  address: z.record(z.string(), z.unknown()).optional(),
});
const answerSchema = z.array(z.unknown());

const first = (address: Record<string, unknown>, keys: readonly string[]): string | undefined => {
  for (const key of keys) {
    const value = address[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
};

/**
 * Google's short form of a region is the ISO 3166-2 subdivision without its country ('ES-CN' →
 * 'CN'); Nominatim gives that code beside the name when OpenStreetMap has it.
 */
export const stateShortName = (address: Record<string, unknown>): string | undefined => {
  const code = first(address, ['ISO3166-2-lvl4', 'ISO3166-2-lvl3']);
  const part = code?.split('-')[1];
  return part || first(address, ['state']);
};

/** Nominatim's address details under the names behaviour.md#data asks of the maps service. */
export const nominatimComponents = (address: Record<string, unknown>): AddressComponents => {
  const found: AddressComponents = {
    street_number: first(address, ['house_number']),
    route: first(address, ['road']),
    locality: first(address, ['city', 'town', 'village']),
    administrative_area_level_1: stateShortName(address),
    country: first(address, ['country']),
    postal_code: first(address, ['postcode']),
    point_of_interest: first(address, ['amenity', 'tourism', 'shop', 'leisure', 'historic']),
    premise: first(address, ['building']),
    // The smallest named area first, as Google's 'neighborhood' is.
    neighborhood: first(address, ['neighbourhood', 'suburb']),
  };
  return Object.fromEntries(
    Object.entries(found).filter(([, value]) => value !== undefined),
  ) as AddressComponents;
};

/** One place of a jsonv2 answer as a result; null when it lacks a name or a position. */
export const nominatimResult = (place: unknown): GeocodeResult | null => {
  const parsed = placeSchema.safeParse(place);
  if (!parsed.success) return null;
  const { lat, lon, display_name: address } = parsed.data;
  return { address, lat, lon, components: nominatimComponents(parsed.data.address ?? {}) };
};

/** The `viewbox` that ranks results near the user first (not `bounded`: farther ones still come). */
export const nearViewbox = ({ lat, lon }: { lat: number; lon: number }): string =>
  [lon - NEAR_BOX_DEGREES, lat + NEAR_BOX_DEGREES, lon + NEAR_BOX_DEGREES, lat - NEAR_BOX_DEGREES]
    .map((n) => Number(n.toFixed(5)))
    .join(',');

const isPublicInstance = (url: string) => {
  try {
    return new URL(url).hostname === NOMINATIM_PUBLIC_HOST;
  } catch {
    return false;
  }
};

/** Nominatim search API: GET {url}/search?q=…&format=jsonv2&addressdetails=1&countrycodes=es. */
export const createNominatim = (options: ProviderOptions): Geocoder => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // The public instance allows one request per second; a self-hosted one sets its own limits.
  const spacing = createSpacing(isPublicInstance(options.url) ? 1000 : 0);
  return {
    label: LABEL,
    // Nominatim's usage policy: results must credit OpenStreetMap's contributors.
    attribution: '© OpenStreetMap contributors',
    search: async (q, near) => {
      const params = new URLSearchParams({
        q,
        format: 'jsonv2',
        addressdetails: '1',
        countrycodes: COUNTRY,
        limit: String(RESULT_LIMIT),
        'accept-language': 'es',
      });
      if (near) params.set('viewbox', nearViewbox(near));
      const wait = spacing.reserve();
      if (wait >= timeoutMs) {
        throw geocoderFailed(`${LABEL} is busy with other searches: try again in a moment`);
      }
      await sleep(wait);
      const answer = await fetchJson({
        label: LABEL,
        url: `${joinUrl(options.url, '/search')}?${params}`,
        headers: { 'user-agent': USER_AGENT },
        timeoutMs: timeoutMs - wait,
        fetch: options.fetch,
        failure: geocoderFailed,
      });
      const places = answerSchema.safeParse(answer);
      if (!places.success) throw geocoderFailed(`${LABEL} sent an answer that is not a list`);
      return places.data.map(nominatimResult).filter((r): r is GeocodeResult => r !== null);
    },
  };
};
