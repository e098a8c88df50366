import { expect, it } from 'vitest';
import { site } from './site.ts';
import { blockSuite, expectAccepts, expectRejects, textOf } from './test-helpers.ts';

blockSuite(
  site,
  {
    wrongTypes: [
      ['SiteImage', 1],
      ['SiteTitle', 'Playa'],
      ['SiteLat', '28'],
      ['SiteEmail', 'not-an-email'],
      ['SiteLink', 'true'],
      ['SiteForm', 'form-1'],
      ['SiteLinkURL', 42],
      ['SiteLinkName', 'plain text'],
    ],
    bounds: [
      ['SiteLat', 90, 91],
      ['SiteLon', -180, -181],
      ['SiteEmail', `${'a'.repeat(238)}@example.com`, `${'a'.repeat(239)}@example.com`],
      ['SitePhone', '9'.repeat(50), '9'.repeat(51)],
      ['SiteMoreInfo', textOf(100_000), textOf(100_001), 'SiteMoreInfo.es'],
      ['SiteWeb', 'https://hotel.es', 'javascript:alert(1)'],
      ['SiteWeb', 'https://hotel.es', 'http://hotel.es'],
      ['SiteImage', '/uploads/1/a.webp', 'http://hotel.es/a.png'],
      ['SiteForm', 1, 0],
    ],
  },
  () => {
    it('SiteLinkURL and SiteLinkName arriving as JSON strings are stored as objects', () => {
      const data = expectAccepts(site, {
        SiteLinkURL: '{"es":"https://hotel.es/reserva","en":"https://hotel.es/book"}',
        SiteLinkName: '{"es":"Reservar","en":"Book"}',
      });
      expect(data.SiteLinkURL).toEqual({
        es: 'https://hotel.es/reserva',
        en: 'https://hotel.es/book',
      });
      expect(data.SiteLinkName).toEqual({ es: 'Reservar', en: 'Book' });
      expect(expectAccepts(site, { SiteLinkName: '' }).SiteLinkName).toEqual({});
    });
    it('a link URL as a JSON string is still checked', () => {
      expectRejects(site, { SiteLinkURL: '{"es":"javascript:alert(1)"}' }, 'SiteLinkURL.es');
      expectRejects(site, { SiteLinkURL: { es: 'http://hotel.es' } }, 'SiteLinkURL.es');
    });
    it('SiteMoreInfo is rich text', () => {
      expect(site.htmlFields).toEqual(['SiteMoreInfo']);
    });
  },
);
