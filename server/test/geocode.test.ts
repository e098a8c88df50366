import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import type { GeocoderConfig } from '../src/services/geocoding/index.ts';
import { build, call, databases, HOTEL_STAFF, login } from './helpers.ts';

type Seen = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
};
type Reply = { status?: number; json?: unknown; raw?: string } | 'hang';

/** A maps provider on 127.0.0.1 that records each request and answers with `answer`. */
const startProvider = async (answer: (seen: Seen) => Reply) => {
  const requests: Seen[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://provider');
      const seen: Seen = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(seen);
      const reply = answer(seen);
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.raw ?? JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** Nominatim's jsonv2 place, as its documentation shows it (coordinates as strings). */
const canteras = {
  place_id: 123,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'node',
  osm_id: 456,
  lat: '28.1393',
  lon: '-15.4350',
  category: 'tourism',
  type: 'hotel',
  place_rank: 30,
  importance: 0.2,
  addresstype: 'tourism',
  name: 'Hotel Reina Isabel',
  display_name:
    'Hotel Reina Isabel, 40, Calle Alfredo L. Jones, Guanarteme, Las Palmas de Gran Canaria, Las Palmas, Canarias, 35008, España',
  address: {
    tourism: 'Hotel Reina Isabel',
    house_number: '40',
    road: 'Calle Alfredo L. Jones',
    neighbourhood: 'Guanarteme',
    suburb: 'Isleta-Puerto-Guanarteme',
    city: 'Las Palmas de Gran Canaria',
    province: 'Las Palmas',
    'ISO3166-2-lvl6': 'ES-GC',
    state: 'Canarias',
    'ISO3166-2-lvl4': 'ES-CN',
    postcode: '35008',
    country: 'España',
    country_code: 'es',
  },
  boundingbox: ['28.1392', '28.1394', '-15.4351', '-15.4349'],
};

/** A Places API (New) Text Search place with the fields of our field mask. */
const googlePlace = (country = 'ES') => ({
  formattedAddress: 'C. Mayor, 1, Centro, 28013 Madrid, España',
  location: { latitude: 40.4168, longitude: -3.7038 },
  displayName: { text: 'Casa de la Villa', languageCode: 'es' },
  types: ['point_of_interest', 'establishment'],
  addressComponents: [
    { longText: '1', shortText: '1', types: ['street_number'], languageCode: 'es' },
    { longText: 'Calle Mayor', shortText: 'C. Mayor', types: ['route'], languageCode: 'es' },
    { longText: 'Centro', shortText: 'Centro', types: ['neighborhood', 'political'] },
    { longText: 'Madrid', shortText: 'Madrid', types: ['locality', 'political'] },
    {
      longText: 'Comunidad de Madrid',
      shortText: 'MD',
      types: ['administrative_area_level_1', 'political'],
    },
    { longText: country === 'ES' ? 'España' : 'Portugal', shortText: country, types: ['country'] },
    { longText: '28013', shortText: '28013', types: ['postal_code'] },
  ],
});

const GOOGLE_KEY = 'AIza-test-key-0123456789';

describe.each(databases)('address search on %s', (database) => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let app: App;
  let close: () => Promise<void> = async () => {};
  let reply: (seen: Seen) => Reply = () => ({ json: [] });

  const start = async (geocoder: Partial<GeocoderConfig> = {}) => {
    const config: GeocoderConfig = { googleApiKey: null, url: provider.url, ...geocoder };
    const built = await build(database, { geocoder: config });
    app = built.app;
    close = built.close;
    return login(app, HOTEL_STAFF);
  };
  const search = (token: string | null, query: string) =>
    call(app, token, 'GET', `/api/geocode/search?${query}`);

  beforeEach(async () => {
    reply = () => ({ json: [] });
    provider = await startProvider((seen) => reply(seen));
  });
  afterEach(async () => {
    await close();
    await provider.close();
  });

  describe('with Nominatim (no Google key)', () => {
    it('asks Nominatim as documented: jsonv2, address details, Spain only, Spanish, own User-Agent', async () => {
      const token = await start();
      reply = () => ({ json: [canteras] });
      const res = await search(token, `q=${encodeURIComponent('Hotel Reina Isabel')}`);
      expect(res.status).toBe(200);
      expect(provider.requests).toHaveLength(1);
      const [seen] = provider.requests;
      expect(seen?.method).toBe('GET');
      expect(seen?.path).toBe('/search');
      expect(Object.fromEntries(seen?.query ?? [])).toEqual({
        q: 'Hotel Reina Isabel',
        format: 'jsonv2',
        addressdetails: '1',
        countrycodes: 'es',
        limit: '5',
        'accept-language': 'es',
      });
      expect(seen?.headers['user-agent']).toMatch(/^Carta back-office/);
    });

    it('maps the address details to the components of behaviour.md#data, short and long forms', async () => {
      const token = await start();
      reply = () => ({ json: [canteras] });
      const res = await search(token, 'q=Reina+Isabel');
      expect(res.body).toEqual({
        attribution: '© OpenStreetMap contributors',
        data: [
          {
            address: canteras.display_name,
            lat: 28.1393,
            lon: -15.435,
            components: {
              street_number: '40',
              route: 'Calle Alfredo L. Jones',
              locality: 'Las Palmas de Gran Canaria',
              administrative_area_level_1: 'CN',
              country: 'España',
              postal_code: '35008',
              point_of_interest: 'Hotel Reina Isabel',
              neighborhood: 'Guanarteme',
            },
          },
        ],
      });
    });

    it("ranks places near the user's position first with a viewbox around it", async () => {
      const token = await start();
      await search(token, 'q=Calle+Mayor&lat=28.1&lon=-15.43');
      const viewbox = provider.requests[0]?.query.get('viewbox');
      expect(viewbox).toBe('-15.93,28.6,-14.93,27.6');
      expect(provider.requests[0]?.query.has('bounded')).toBe(false);
    });

    it('answers an empty list when nothing is found', async () => {
      const token = await start();
      const res = await search(token, 'q=zzzzzz');
      expect(res).toEqual({
        status: 200,
        body: { data: [], attribution: '© OpenStreetMap contributors' },
      });
    });

    it('asks the provider once for a search repeated with other spacing or case', async () => {
      const token = await start();
      reply = () => ({ json: [canteras] });
      const first = await search(token, 'q=Reina+Isabel');
      const again = await search(token, 'q=%20reina%20%20ISABEL%20');
      expect(again.body).toEqual(first.body);
      expect(provider.requests).toHaveLength(1);
      await search(token, 'q=Reina+Isabel&lat=28.1&lon=-15.4');
      expect(provider.requests).toHaveLength(2);
    });

    it('answers 502 geocoder_failed when Nominatim fails, and asks again next time', async () => {
      const token = await start();
      reply = () => ({ status: 500, raw: '<html>Internal Server Error</html>' });
      const res = await search(token, 'q=Calle+Mayor');
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('geocoder_failed');
      expect(res.body.error.message).toMatch(/Nominatim answered 500/);
      reply = () => ({ json: [canteras] });
      expect((await search(token, 'q=Calle+Mayor')).status).toBe(200);
    });

    it('answers 502 on an answer that is not JSON, or not a list', async () => {
      const token = await start();
      reply = () => ({ raw: '[{"lat": "28.1",' });
      const broken = await search(token, 'q=Calle+Mayor');
      expect(broken.status).toBe(502);
      expect(broken.body.error).toMatchObject({ code: 'geocoder_failed' });
      reply = () => ({ json: { error: 'nope' } });
      expect((await search(token, 'q=Calle+Menor')).status).toBe(502);
    });

    it('answers 502 when Nominatim does not answer in time', async () => {
      const token = await start({ timeoutMs: 300 });
      reply = () => 'hang';
      const started = Date.now();
      const res = await search(token, 'q=Calle+Mayor');
      expect(res.status).toBe(502);
      expect(res.body.error.message).toMatch(/did not answer within 0.3 s/);
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('answers 502 when Nominatim cannot be reached', async () => {
      const token = await start();
      await provider.close();
      const res = await search(token, 'q=Calle+Mayor');
      expect(res.status).toBe(502);
      expect(res.body.error.message).toMatch(/could not be reached \(ECONNREFUSED\)/);
    });
  });

  describe('with Google Places (a key configured)', () => {
    const withGoogle = () => start({ googleApiKey: GOOGLE_KEY, googleUrl: provider.url });

    it('asks Text Search (New) with the key in a header, a field mask and Spain as region', async () => {
      const token = await withGoogle();
      reply = () => ({ json: { places: [googlePlace()] } });
      const res = await search(token, 'q=Calle+Mayor+1+Madrid');
      expect(res.status).toBe(200);
      const [seen] = provider.requests;
      expect(seen?.method).toBe('POST');
      expect(seen?.path).toBe('/v1/places:searchText');
      expect(seen?.query.toString()).toBe('');
      expect(seen?.headers['x-goog-api-key']).toBe(GOOGLE_KEY);
      expect(seen?.headers['x-goog-fieldmask']).toBe(
        'places.formattedAddress,places.location,places.addressComponents,places.displayName,places.types',
      );
      expect(seen?.body).toEqual({
        textQuery: 'Calle Mayor 1 Madrid',
        languageCode: 'es',
        regionCode: 'ES',
        pageSize: 5,
        locationBias: {
          rectangle: {
            low: { latitude: 27.6, longitude: -18.2 },
            high: { latitude: 43.8, longitude: 4.4 },
          },
        },
      });
    });

    it('maps short and long names as behaviour.md#data asks, and keeps only places in Spain', async () => {
      const token = await withGoogle();
      reply = () => ({ json: { places: [googlePlace(), googlePlace('PT')] } });
      const res = await search(token, 'q=Calle+Mayor');
      expect(res.body).toEqual({
        attribution: 'Google',
        data: [
          {
            address: 'C. Mayor, 1, Centro, 28013 Madrid, España',
            lat: 40.4168,
            lon: -3.7038,
            components: {
              street_number: '1',
              route: 'Calle Mayor',
              locality: 'Madrid',
              administrative_area_level_1: 'MD',
              country: 'España',
              postal_code: '28013',
              point_of_interest: 'Casa de la Villa',
              neighborhood: 'Centro',
            },
          },
        ],
      });
    });

    it("biases to a 50 km circle around the user's position", async () => {
      const token = await withGoogle();
      await search(token, 'q=Playa&lat=28.14&lon=-15.43');
      const body = provider.requests[0]?.body as { locationBias?: unknown } | undefined;
      expect(body?.locationBias).toEqual({
        circle: { center: { latitude: 28.14, longitude: -15.43 }, radius: 50000 },
      });
    });

    it('answers an empty list for an answer without places', async () => {
      const token = await withGoogle();
      reply = () => ({ json: {} });
      expect((await search(token, 'q=zzzzzz')).body).toEqual({ data: [], attribution: 'Google' });
    });

    it('answers 502 on a refusal, never showing the key even when Google quotes it', async () => {
      const token = await withGoogle();
      reply = () => ({
        status: 403,
        json: {
          error: {
            code: 403,
            message: `API key ${GOOGLE_KEY} is not authorized for Places API (New).`,
            status: 'PERMISSION_DENIED',
          },
        },
      });
      const res = await search(token, 'q=Calle+Mayor');
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('geocoder_failed');
      expect(res.body.error.message).toMatch(/Google Places answered 403/);
      expect(JSON.stringify(res.body)).not.toContain(GOOGLE_KEY);
    });

    it('answers 502 on malformed JSON and on a timeout', async () => {
      const token = await start({
        googleApiKey: GOOGLE_KEY,
        googleUrl: provider.url,
        timeoutMs: 300,
      });
      reply = () => ({ raw: '{"places": [' });
      expect((await search(token, 'q=Calle+Mayor')).status).toBe(502);
      reply = () => 'hang';
      const res = await search(token, 'q=Calle+Menor');
      expect(res.status).toBe(502);
      expect(res.body.error.message).toMatch(/Google Places did not answer within 0.3 s/);
    });
  });

  describe('input and access', () => {
    it('refuses a call without a token with 401, asking no provider', async () => {
      await start();
      const res = await search(null, 'q=Calle+Mayor');
      expect(res.status).toBe(401);
      expect(provider.requests).toHaveLength(0);
    });

    it('refuses a search shorter than 3 characters or longer than 200 with 400 naming q', async () => {
      const token = await start();
      for (const q of ['ab', '  ab  ', '', 'x'.repeat(201)]) {
        const res = await search(token, `q=${encodeURIComponent(q)}`);
        expect(res.status, q).toBe(400);
        expect(res.body.error.fields).toEqual(['q']);
      }
      expect((await search(token, '')).status).toBe(400);
      expect(provider.requests).toHaveLength(0);
    });

    it('refuses a position out of range, not a number, or half given', async () => {
      const token = await start();
      for (const [query, field] of [
        ['lat=91&lon=0', 'lat'],
        ['lat=0&lon=-181', 'lon'],
        ['lat=north&lon=3', 'lat'],
        ['lat=40', 'lon'],
        ['lon=-3', 'lon'],
      ] as const) {
        const res = await search(token, `q=Calle+Mayor&${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body.error.fields, query).toEqual([field]);
      }
      expect(provider.requests).toHaveLength(0);
    });
  });
});
