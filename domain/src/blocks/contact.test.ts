import { expect, it } from 'vitest';
import {
  CONTACT_ICONS,
  type ContactItem,
  contact,
  DEFAULT_CONTACT_ICON,
  isValidPhone,
  newContactItem,
  phoneOf,
  withContactIcon,
  withPhone,
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
    it('icons are the behaviour.md#data mdi names; the numeric reading is refused', () => {
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
    it('behaviour.md#editing: another icon empties lat/lon; an icon without URL resets the URL in every language', () => {
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
    it('phone numbers: digits, spaces and a leading +, 3 to 15 digits', () => {
      for (const ok of ['+34 928 000 000', '928000000', '112', ' +1 555 0100 ']) {
        expect(isValidPhone(ok)).toBe(true);
      }
      for (const bad of ['', 'recepción', '928-000', '+', '12', '34+600', '1234567890123456']) {
        expect(isValidPhone(bad)).toBe(false);
      }
    });
    it('a phone item keeps its number as one tel: link in every language (behaviour.md#data shape)', () => {
      const phone = withPhone(item(), ' +34  928 000 000 ', langs);
      expect(phone.ContactURL).toEqual({
        es: 'tel:+34 928 000 000',
        en: 'tel:+34 928 000 000',
        de: 'tel:+34 928 000 000',
        fr: 'tel:+34 928 000 000',
      });
      expect(phoneOf(phone)).toBe('+34 928 000 000');
      expectAccepts(contact, { ContactItems: [phone] });
      expect(withPhone(phone, '', langs).ContactURL).toEqual({ es: '', en: '', de: '', fr: '' });
      expect(phoneOf(item({ ContactURL: { es: 'https://x.es' } }))).toBe('');
    });
    it('the number survives phone ↔ WhatsApp, not a change to or from a link icon', () => {
      const phone = withPhone(item(), '+34 600 000 000', langs);
      const whatsapp = withContactIcon(phone, 'mdi-whatsapp', langs);
      expect(phoneOf(whatsapp)).toBe('+34 600 000 000');
      const web = withContactIcon(whatsapp, 'mdi-web', langs);
      expect(web.ContactURL).toEqual({ es: '', en: '', de: '', fr: '' });
      const site = withContactIcon(
        item({ ContactIcon: 'mdi-web', ContactURL: { es: 'https://x.es' } }),
        'mdi-whatsapp',
        langs,
      );
      expect(phoneOf(site)).toBe('');
      expect(site.ContactURL).toEqual({ es: '', en: '', de: '', fr: '' });
    });
  },
);
