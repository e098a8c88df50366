import type { Config } from '../../config.ts';
import { withCache } from './cache.ts';
import type { Geocoder } from './geocoder.ts';
import { createGoogle } from './google.ts';
import { createNominatim } from './nominatim.ts';

/**
 * The geocoder settings, plus two that only tests set: a shorter timeout and Google's endpoint on a
 * local server.
 */
export type GeocoderConfig = Config['geocoder'] & {
  readonly timeoutMs?: number;
  readonly googleUrl?: string;
};

/** Google Places when a key is configured, otherwise Nominatim at `url`; recent searches cached. */
export const createGeocoder = (config: GeocoderConfig): Geocoder =>
  withCache(
    config.googleApiKey
      ? createGoogle({
          key: config.googleApiKey,
          url: config.googleUrl,
          timeoutMs: config.timeoutMs,
        })
      : createNominatim({ url: config.url, timeoutMs: config.timeoutMs }),
  );

export {
  type AddressComponents,
  COMPONENT_KEYS,
  type GeocodeResult,
  type Geocoder,
  type Near,
} from './geocoder.ts';
