import type { AddressResult, Near } from '../../api/geocode.ts';
import type { AddressSearchFn } from './useAddressSuggestions.ts';

/** Real places of Spain, for the gallery and the tests: no network needed. */
export const SAMPLE_PLACES: readonly AddressResult[] = [
  {
    address: 'Calle Mayor, 1, 28013 Madrid, España',
    lat: 40.4167,
    lon: -3.7072,
    components: {
      street_number: '1',
      route: 'Calle Mayor',
      locality: 'Madrid',
      administrative_area_level_1: 'MD',
      country: 'España',
      postal_code: '28013',
    },
  },
  {
    address: 'Calle Mayor, 28801 Alcalá de Henares, Madrid, España',
    lat: 40.4818,
    lon: -3.3644,
    components: {
      route: 'Calle Mayor',
      locality: 'Alcalá de Henares',
      administrative_area_level_1: 'MD',
      country: 'España',
      postal_code: '28801',
    },
  },
  {
    address: 'Calle Mayor de Triana, 35002 Las Palmas de Gran Canaria, España',
    lat: 28.1048,
    lon: -15.4163,
    components: {
      route: 'Calle Mayor de Triana',
      locality: 'Las Palmas de Gran Canaria',
      administrative_area_level_1: 'CN',
      country: 'España',
      postal_code: '35002',
      neighborhood: 'Triana',
    },
  },
  {
    address: 'Paseo de las Canteras, 35010 Las Palmas de Gran Canaria, España',
    lat: 28.1393,
    lon: -15.435,
    components: {
      route: 'Paseo de las Canteras',
      locality: 'Las Palmas de Gran Canaria',
      administrative_area_level_1: 'CN',
      country: 'España',
      postal_code: '35010',
      point_of_interest: 'Playa de las Canteras',
      neighborhood: 'Guanarteme',
    },
  },
  {
    address: 'Plaza Mayor, 37002 Salamanca, España',
    lat: 40.965,
    lon: -5.6641,
    components: {
      route: 'Plaza Mayor',
      locality: 'Salamanca',
      administrative_area_level_1: 'CL',
      country: 'España',
      postal_code: '37002',
    },
  },
  {
    address: 'Calle de Cardenal Herrero, 1, 14003 Córdoba, España',
    lat: 37.8789,
    lon: -4.7794,
    components: {
      street_number: '1',
      route: 'Calle de Cardenal Herrero',
      locality: 'Córdoba',
      administrative_area_level_1: 'AN',
      country: 'España',
      postal_code: '14003',
      point_of_interest: 'Mezquita-Catedral de Córdoba',
    },
  },
];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const distance = (a: Near, b: AddressResult) => (a.lat - b.lat) ** 2 + (a.lon - b.lon) ** 2;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Search cancelled', 'AbortError'));
    });
  });

/** Places whose address or name holds every word typed, nearest first when a position is given. */
export const sampleSearch =
  (delayMs = 300): AddressSearchFn =>
  async (q, near, signal) => {
    await wait(delayMs, signal);
    const words = plain(q).split(/\s+/).filter(Boolean);
    const found = SAMPLE_PLACES.filter((place) => {
      const text = plain(`${place.components?.point_of_interest ?? ''} ${place.address}`);
      return words.every((word) => text.includes(word));
    });
    return near ? [...found].sort((a, b) => distance(near, a) - distance(near, b)) : found;
  };

/** A search whose service is always down, to show the error state. */
export const failingSearch =
  (delayMs = 300): AddressSearchFn =>
  async (_q, _near, signal) => {
    await wait(delayMs, signal);
    throw new Error('maps service unavailable');
  };
