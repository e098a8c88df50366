import type {
  AddressComponents,
  AddressResult as FoundAddress,
  Near,
} from '@carta/domain/api-contracts';
import { request } from './client.ts';

/** The answer's shapes are the server's (domain api-contracts.ts). */
export type { AddressComponents, Near };

/** A place found, or one an editor rebuilds from its stored fields (which keep no components). */
export type AddressResult = Omit<FoundAddress, 'components'> & {
  readonly components?: AddressComponents;
};

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
  const { data, attribution } = await request<{ data: FoundAddress[]; attribution?: string }>(
    `/geocode/search?${params}`,
    { ...(signal ? { signal } : {}) },
  );
  return { data, attribution: attribution ?? null };
};
