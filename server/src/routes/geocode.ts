import { z } from 'zod';
import { COMPONENT_KEYS, createGeocoder } from '../services/geocoding/index.ts';
import { routeFile } from './route.ts';
import { errorBody } from './schemas.ts';

/** A decimal coordinate from the query string; an empty value counts as absent. */
const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().min(-limit).max(limit).optional(),
  );

const searchQuery = z
  .object({
    q: z.string().trim().min(3).max(200).describe('the text to search, 3 to 200 characters'),
    // OpenAPI 3.0 parameters cannot require one another: the pairing is stated in words.
    lat: coordinate(90).describe(
      "the user's latitude, always with lon (one without the other is a 400): places near it come first",
    ),
    lon: coordinate(180).describe("the user's longitude, always with lat (alone it is a 400)"),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), {
    message: 'lat and lon go together',
    path: ['lon'],
  });

const resultSchema = z.object({
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  components: z.partialRecord(z.enum(COMPONENT_KEYS), z.string()),
});

export const geocodeRoutes = routeFile(
  { prefix: '/api/geocode', tags: ['geocode'] },
  ({ privateRoute }, { config }) => {
    const geocoder = createGeocoder(config.geocoder);

    privateRoute('GET', '/search', {
      config: {
        // Each search costs the provider a request (Nominatim allows one a second): stop a runaway client.
        rateLimit: { max: 120, timeWindow: 60_000 },
      },
      schema: {
        description:
          'Address search in Spain (behaviour.md#widgets, behaviour.md#limits) through the configured maps service (Google Places ' +
          'with GOOGLE_MAPS_API_KEY, otherwise Nominatim at GEOCODER_URL). Components the service ' +
          'does not know are left out. A failing service answers 502 `geocoder_failed`.',
        querystring: searchQuery,
        response: {
          200: z.object({ data: z.array(resultSchema), attribution: z.string() }),
          502: errorBody,
        },
      },
      handler: async ({ request }) => {
        const { q, lat, lon } = request.query;
        const near = lat !== undefined && lon !== undefined ? { lat, lon } : undefined;
        return { data: await geocoder.search(q, near), attribution: geocoder.attribution };
      },
    });
  },
);
