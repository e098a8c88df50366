import { expect, it } from 'vitest';
import {
  CONTACT_ICONS,
  type ContactItem,
  contact,
  DEFAULT_CONTACT_ICON,
  newContactItem,
  withContactIcon,
} from './contact.ts';
import { blockSuite, CTX, expectAccepts, expectRejects } from './test-helpers.ts';

const item = (patch: Partial<ContactItem> = {}): ContactItem => ({
  ...newContactItem(CTX),
  ...patch,
});
const langs = CTX.languages;

blockSuite(
  contact,
  {
    wrongTypes: [
      ['HideDivider', 'false'],
      ['ContactItems', item()],
    ],
    bounds: [
      [
        'ContactItems',
        [item({ ContactLatLon: { Lat: 90, Lon: -180 } })],
        [item({ ContactLatLon: { Lat: 90.5, Lon: 0 } })],
        'ContactItems.0.ContactLatLon.Lat',
      ],
      [
        'ContactItems',
        [item({ ContactLatLon: { Lat: -90, Lon: 180 } })],
        [item({ ContactLatLon: { Lat: 0, Lon: 180.5 } })],
        'ContactItems.0.ContactLatLon.Lon',
      ],
      [
        'ContactItems',
        Array.from({ length: 50 }, () => item()),
        Array.from({ length: 51 }, () => item()),
      ],
    ],
  },
  () => {
    it('icons are the §3 mdi names; the numeric reading is refused', () => {
      for (const ContactIcon of CONTACT_ICONS) {
        expectAccepts(contact, { ContactItems: [item({ ContactIcon })] });
      }
      expectRejects(
        contact,
        { ContactItems: [{ ...item(), ContactIcon: 2 }] },
        'ContactItems.0.ContactIcon',
      );
    });
    it('a new item: phone icon, every language empty, no position', () => {
      expect(newContactItem(CTX)).toMatchObject({
        ContactIcon: DEFAULT_CONTACT_ICON,
        ContactDescription: { es: '', en: '', de: '', fr: '' },
        ContactURL: { es: '', en: '', de: '', fr: '' },
        ContactLatLon: { Lat: null, Lon: null },
      });
    });
    it('URLs: http(s), mailto:, tel: and bare e-mail; never javascript:', () => {
      for (const url of [
        'https://wa.me/34600',
        'mailto:a@b.es',
        'tel:+34 600 000',
        'info@hotel.es',
      ]) {
        expectAccepts(contact, { ContactItems: [item({ ContactURL: { es: url } })] });
      }
      expectRejects(
        contact,
        { ContactItems: [item({ ContactURL: { es: 'javascript:alert(1)' } })] },
        'ContactItems.0.ContactURL.es',
      );
    });
    it('§4: another icon empties lat/lon; an icon without URL resets the URL in every language', () => {
      const address = item({
        ContactIcon: 'mdi-map-marker',
        ContactLatLon: { Lat: 28.1, Lon: -15.4 },
        ContactURL: { es: 'https://x.es' },
      });
      const web = withContactIcon(address, 'mdi-web', langs);
      expect(web.ContactLatLon).toEqual({ Lat: null, Lon: null });
      expect(web.ContactURL).toEqual({ es: 'https://x.es' });
      const phone = withContactIcon(web, 'mdi-phone', langs);
      expect(phone.ContactURL).toEqual({ es: '', en: '', de: '', fr: '' });
      expect(withContactIcon(address, 'mdi-map-marker', langs).ContactLatLon).toEqual({
        Lat: 28.1,
        Lon: -15.4,
      });
    });
  },
);
