import type {
  AddressComponentKey,
  AddressComponents,
  AddressResult,
  Near,
} from '@carta/domain/api-contracts';
import { UpstreamFailed } from '../../domain-errors.ts';

/** behaviour.md#data "Address result": the components asked of the maps service, with the form each is kept in. */
export const COMPONENT_FORMS = {
  street_number: 'short',
  route: 'long',
  locality: 'long',
  administrative_area_level_1: 'short',
  country: 'long',
  postal_code: 'short',
  point_of_interest: 'long',
  premise: 'long',
  neighborhood: 'long',
} as const satisfies Record<AddressComponentKey, 'short' | 'long'>;

export type ComponentKey = keyof typeof COMPONENT_FORMS;
export const COMPONENT_KEYS = Object.keys(COMPONENT_FORMS) as ComponentKey[];

/** The answer's shapes are shared with the web (domain api-contracts.ts). */
export type GeocodeResult = AddressResult;
export type { AddressComponents, Near };

export type Geocoder = {
  /** The provider's name as people know it, for messages. */
  readonly label: string;
  /** The credit its terms require wherever its results are shown. */
  readonly attribution: string;
  search(q: string, near?: Near): Promise<GeocodeResult[]>;
};

/** behaviour.md#limits: address search is restricted to Spain. */
export const COUNTRY = 'es';
/** Results asked of the provider: a short list to pick from while typing. */
export const RESULT_LIMIT = 5;
export const DEFAULT_TIMEOUT_MS = 8000;

export type ProviderOptions = {
  readonly url: string;
  readonly timeoutMs?: number | undefined;
  readonly fetch?: typeof fetch | undefined;
};

/** The provider failed: a 502 for the browser, which only ever talks to Carta. */
export const geocoderFailed = (message: string) => new UpstreamFailed('geocoder_failed', message);

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
