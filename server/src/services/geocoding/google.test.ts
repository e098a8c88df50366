import { describe, expect, it } from 'vitest';
import { googleResult } from './google.ts';

const place = (fields: Record<string, unknown> = {}) => ({
  formattedAddress: 'Playa de las Canteras, Las Palmas de Gran Canaria, España',
  location: { latitude: 28.14, longitude: -15.43 },
  ...fields,
});

describe('Google Places answers as behaviour.md#data components', () => {
  it('keeps the short name of street number, region and postal code, the long name of the rest', () => {
    const result = googleResult(
      place({
        addressComponents: [
          { longText: 'Número 7', shortText: '7', types: ['street_number'] },
          { longText: 'Calle de Triana', shortText: 'C. de Triana', types: ['route'] },
          { longText: 'Edificio Olympia', shortText: 'Olympia', types: ['premise'] },
          { longText: 'Triana', shortText: 'Tri', types: ['neighborhood', 'political'] },
          { longText: 'Canarias', shortText: 'CN', types: ['administrative_area_level_1'] },
          { longText: 'España', shortText: 'ES', types: ['country', 'political'] },
          { longText: '35002', shortText: '35002', types: ['postal_code'] },
        ],
      }),
    );
    expect(result?.components).toEqual({
      street_number: '7',
      route: 'Calle de Triana',
      premise: 'Edificio Olympia',
      neighborhood: 'Triana',
      administrative_area_level_1: 'CN',
      country: 'España',
      postal_code: '35002',
    });
  });

  it('falls back to the long name when a short one is missing', () => {
    const result = googleResult(
      place({ addressComponents: [{ longText: '35010', types: ['postal_code'] }] }),
    );
    expect(result?.components).toEqual({ postal_code: '35010' });
  });

  it('names a place that is a point of interest by its display name', () => {
    const beach = place({
      displayName: { text: 'Playa de Las Canteras' },
      types: ['beach', 'point_of_interest', 'establishment'],
    });
    expect(googleResult(beach)?.components.point_of_interest).toBe('Playa de Las Canteras');
    const street = place({ displayName: { text: 'Calle Mayor' }, types: ['route'] });
    expect(googleResult(street)?.components).toEqual({});
  });

  it('drops places outside Spain and places without an address or a position', () => {
    const lisbon = place({
      addressComponents: [{ longText: 'Portugal', shortText: 'PT', types: ['country'] }],
    });
    expect(googleResult(lisbon)).toBeNull();
    expect(googleResult({ formattedAddress: 'Madrid' })).toBeNull();
    expect(googleResult({ location: { latitude: 1, longitude: 2 } })).toBeNull();
  });

  it('answers address, lat and lon from formattedAddress and location', () => {
    expect(googleResult(place())).toEqual({
      address: 'Playa de las Canteras, Las Palmas de Gran Canaria, España',
      lat: 28.14,
      lon: -15.43,
      components: {},
    });
  });
});
