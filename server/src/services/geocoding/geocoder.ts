import { HttpError } from '../../errors.ts';

/** §3 "Address result": the components asked of the maps service, with the form each is kept in. */
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
} as const;

export type ComponentKey = keyof typeof COMPONENT_FORMS;
export const COMPONENT_KEYS = Object.keys(COMPONENT_FORMS) as ComponentKey[];

/** Components the provider does not know are left out rather than sent empty. */
export type AddressComponents = Partial<Record<ComponentKey, string>>;

export type GeocodeResult = {
  /** The formatted address. */
  readonly address: string;
  readonly lat: number;
  readonly lon: number;
  readonly components: AddressComponents;
};

/** The user's position, to rank places near it first (§2.8 'geolocation enabled'). */
export type Near = { readonly lat: number; readonly lon: number };

export type Geocoder = {
  /** The provider's name as people know it, for messages. */
  readonly label: string;
  /** The credit its terms require wherever its results are shown. */
  readonly attribution: string;
  search(q: string, near?: Near): Promise<GeocodeResult[]>;
};

/** §9: address search is restricted to Spain. */
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
export const geocoderFailed = (message: string) => new HttpError(502, 'geocoder_failed', message);

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
