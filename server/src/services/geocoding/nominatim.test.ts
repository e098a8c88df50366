import { describe, expect, it } from 'vitest';
import { nearViewbox, nominatimComponents, nominatimResult, stateShortName } from './nominatim.ts';

describe('Nominatim address details as behaviour.md#data components', () => {
  it("takes the region's short form from its ISO 3166-2 code, without the country", () => {
    expect(stateShortName({ state: 'Canarias', 'ISO3166-2-lvl4': 'ES-CN' })).toBe('CN');
    expect(stateShortName({ state: 'Comunidad de Madrid', 'ISO3166-2-lvl4': 'ES-MD' })).toBe('MD');
  });

  it('falls back to the region name when OpenStreetMap gives no code', () => {
    expect(stateShortName({ state: 'Andalucía' })).toBe('Andalucía');
    expect(stateShortName({ state: 'Galicia', 'ISO3166-2-lvl4': 'ES' })).toBe('Galicia');
    expect(stateShortName({})).toBeUndefined();
  });

  it('takes the locality from city, else town, else village', () => {
    expect(nominatimComponents({ town: 'Teror', village: 'Arbejales' }).locality).toBe('Teror');
    expect(nominatimComponents({ village: 'Arbejales' }).locality).toBe('Arbejales');
    expect(nominatimComponents({ city: 'Sevilla', town: 'Otra' }).locality).toBe('Sevilla');
  });

  it('names a point of interest from amenity, tourism or shop, and the premise from building', () => {
    expect(nominatimComponents({ amenity: 'Mercado del Puerto' }).point_of_interest).toBe(
      'Mercado del Puerto',
    );
    expect(nominatimComponents({ shop: 'Librería Canaria' }).point_of_interest).toBe(
      'Librería Canaria',
    );
    expect(nominatimComponents({ building: 'Edificio Woermann' }).premise).toBe(
      'Edificio Woermann',
    );
  });

  it('takes the neighbourhood before the suburb', () => {
    expect(nominatimComponents({ suburb: 'Centro', neighbourhood: 'Vegueta' }).neighborhood).toBe(
      'Vegueta',
    );
    expect(nominatimComponents({ suburb: 'Centro' }).neighborhood).toBe('Centro');
  });

  it('leaves out what the provider lacks, blank values included', () => {
    expect(
      nominatimComponents({ road: 'Calle Mayor', house_number: ' ', country: 'España' }),
    ).toEqual({ route: 'Calle Mayor', country: 'España' });
  });

  it('reads string coordinates and drops places without a position or a name', () => {
    expect(nominatimResult({ lat: '40.1', lon: '-3.5', display_name: 'Aranjuez' })).toEqual({
      address: 'Aranjuez',
      lat: 40.1,
      lon: -3.5,
      components: {},
    });
    expect(nominatimResult({ lat: '', lon: '-3.5', display_name: 'X' })).toBeNull();
    expect(nominatimResult({ lat: 'north', lon: '-3.5', display_name: 'X' })).toBeNull();
    expect(nominatimResult({ lat: '40', lon: '-3' })).toBeNull();
    expect(nominatimResult('nothing')).toBeNull();
  });

  it('builds a viewbox of about 50 km around a position, longitude first', () => {
    expect(nearViewbox({ lat: 40.4168, lon: -3.7038 })).toBe('-4.2038,40.9168,-3.2038,39.9168');
  });
});
