import { request } from './client.ts';

/** §3 "Address result": the components the server asks of the maps service. */
export type AddressComponentKey =
  | 'street_number'
  | 'route'
  | 'locality'
  | 'administrative_area_level_1'
  | 'country'
  | 'postal_code'
  | 'point_of_interest'
  | 'premise'
  | 'neighborhood';

/** Components the maps service does not know are absent. */
export type AddressComponents = Partial<Record<AddressComponentKey, string>>;

export type AddressResult = {
  /** The formatted address. */
  readonly address: string;
  readonly lat: number;
  readonly lon: number;
  readonly components?: AddressComponents;
};

/** The user's position, to find places near it first. */
export type Near = { readonly lat: number; readonly lon: number };

/**
 * Places in Spain matching `q` (3 to 200 characters), through Carta's server: the browser never
 * talks to the maps service, so no key reaches it. A failing service answers an ApiError 502.
 */
export const searchAddress = async (
  q: string,
  near?: Near,
  signal?: AbortSignal,
): Promise<AddressResult[]> => (await searchAddressCredited(q, near, signal)).data;

/** The same search with the credit the maps service's terms require beside its results. */
export const searchAddressCredited = async (
  q: string,
  near?: Near,
  signal?: AbortSignal,
): Promise<{ data: AddressResult[]; attribution: string | null }> => {
  const params = new URLSearchParams({ q });
  if (near) {
    params.set('lat', String(near.lat));
    params.set('lon', String(near.lon));
  }
  const { data, attribution } = await request<{ data: AddressResult[]; attribution?: string }>(
    `/geocode/search?${params}`,
    { ...(signal ? { signal } : {}) },
  );
  return { data, attribution: attribution ?? null };
};
