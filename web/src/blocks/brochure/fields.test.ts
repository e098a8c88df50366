// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkCoordinate,
  checkEmail,
  checkWeb,
  locationFromPlace,
  panelSubtitle,
} from './fields.ts';

describe('brochure fields', () => {
  it('coordinates: empty is none, a comma is a decimal mark, out of range is refused', () => {
    const lat = checkCoordinate('latitude');
    const lon = checkCoordinate('longitude');
    expect(lat('')).toEqual({ ok: true, value: null });
    expect(lat(' 40,4168 ')).toEqual({ ok: true, value: 40.4168 });
    expect(lat('-90')).toEqual({ ok: true, value: -90 });
    expect(lat('90.1')).toEqual({ ok: false, error: 'latitude' });
    expect(lat('norte')).toEqual({ ok: false, error: 'latitude' });
    expect(lon('-180')).toEqual({ ok: true, value: -180 });
    expect(lon('181')).toEqual({ ok: false, error: 'longitude' });
    expect(lon('-')).toEqual({ ok: false, error: 'longitude' });
  });

  it("e-mail: '' or a valid address", () => {
    expect(checkEmail('')).toEqual({ ok: true, value: '' });
    expect(checkEmail(' info@hotel.es ')).toEqual({ ok: true, value: 'info@hotel.es' });
    expect(checkEmail('info@')).toEqual({ ok: false, error: 'email' });
  });

  it('web: a bare host gets https://, https links pass, plain http and other schemes are refused', () => {
    expect(checkWeb('')).toEqual({ ok: true, value: '' });
    expect(checkWeb('www.hotel.es')).toEqual({ ok: true, value: 'https://www.hotel.es' });
    expect(checkWeb('hotel.es/spa?x=1')).toEqual({ ok: true, value: 'https://hotel.es/spa?x=1' });
    expect(checkWeb('http://hotel.es')).toEqual({ ok: false, error: 'web' });
    expect(checkWeb('javascript:alert(1)')).toEqual({ ok: false, error: 'web' });
    expect(checkWeb('mi hotel')).toEqual({ ok: false, error: 'web' });
    expect(checkWeb('//evil.example')).toEqual({ ok: false, error: 'web' });
  });

  it('behaviour.md#blocks panel subtitle: the site title in the locale, upper-cased; else the brochure title', () => {
    expect(panelSubtitle({ es: 'Casa rural', en: 'Country house' }, {}, 'en')).toBe(
      'COUNTRY HOUSE',
    );
    expect(panelSubtitle({ es: 'Casa rural', en: '' }, {}, 'en')).toBe('CASA RURAL');
    expect(panelSubtitle({ es: '' }, { es: 'Ruta del vino' }, 'es')).toBe('RUTA DEL VINO');
    expect(panelSubtitle(undefined, undefined, 'es')).toBe('');
  });

  it('a found place fills address, coordinates, postal code and municipality', () => {
    expect(
      locationFromPlace({
        address: 'Plaza Mayor, 1, 37002 Salamanca',
        lat: 40.965,
        lon: -5.664,
        components: { postal_code: '37002', locality: 'Salamanca' },
      }),
    ).toEqual({
      BrochureAddress: 'Plaza Mayor, 1, 37002 Salamanca',
      BrochureLat: 40.965,
      BrochureLon: -5.664,
      BrochurePostalCode: '37002',
      BrochureMunicipaly: 'Salamanca',
    });
    expect(locationFromPlace({ address: 'Somewhere', lat: 1, lon: 2 })).toEqual({
      BrochureAddress: 'Somewhere',
      BrochureLat: 1,
      BrochureLon: 2,
    });
  });
});
