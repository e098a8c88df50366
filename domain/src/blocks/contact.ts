import { z } from 'zod';
import { entityIdSchema, newLocalId } from '../ids.ts';
import { byLanguage, emptyTranslatable, type Translatable } from '../translatable.ts';
import type { BlockContext } from './block.ts';
import { defineBlock } from './block.ts';
import { latSchema, lonSchema, shortText } from './fields.ts';

/** behaviour.md#data contact icons, recorded as mdi names (docs/decisions.md), in the spec's order. */
export const CONTACT_ICONS = [
  'mdi-map-marker',
  'mdi-clock-outline',
  'mdi-phone',
  'mdi-whatsapp',
  'mdi-email',
  'mdi-web',
  'mdi-youtube',
  'mdi-twitter',
  'mdi-facebook',
  'mdi-linkedin',
  'mdi-instagram',
] as const;
export type ContactIcon = (typeof CONTACT_ICONS)[number];

/** The address icon: an item with it has an address finder and lat/lon (behaviour.md#editing). */
export const ADDRESS_ICON: ContactIcon = 'mdi-map-marker';
/** behaviour.md#editing: icons whose item shows a URL field. */
export const URL_ICONS: readonly ContactIcon[] = [
  'mdi-email',
  'mdi-web',
  'mdi-youtube',
  'mdi-twitter',
  'mdi-facebook',
  'mdi-linkedin',
  'mdi-instagram',
];
/**
 * A new item's icon. The numeric reading of behaviour.md#limits defaults to 2; counted from 0 in the behaviour.md#data list that is
 * mdi-phone, the commonest contact line (docs/decisions.md).
 */
export const DEFAULT_CONTACT_ICON: ContactIcon = 'mdi-phone';
export const CONTACT_MAX_ITEMS = 50;

/**
 * What a contact item's URL field may hold: an http(s) link, an /uploads path, a mailto: or tel:
 * link, or a bare e-mail address (the e-mail icon's field); never javascript: and friends.
 */
export const contactUrlSchema = z
  .string()
  .max(2048)
  .regex(
    /^(https?:\/\/\S+|\/(?![/\\])\S*|mailto:\S+|tel:[+\d\s().-]+|[^\s@:/]+@[^\s@:/]+\.[^\s@:/]+)?$/,
    'http(s) URL, mailto:, tel: or e-mail address',
  );

export const contactItemSchema = z.strictObject({
  ID: entityIdSchema,
  ContactIcon: z.enum(CONTACT_ICONS),
  ContactDescription: shortText(),
  ContactURL: byLanguage(contactUrlSchema),
  ContactLatLon: z.strictObject({ Lat: latSchema, Lon: lonSchema }),
});
export type ContactItem = z.infer<typeof contactItemSchema>;

/** The item the 'add item' button appends. */
export const newContactItem = ({ languages }: BlockContext): ContactItem => ({
  ID: newLocalId(),
  ContactIcon: DEFAULT_CONTACT_ICON,
  ContactDescription: emptyTranslatable(languages),
  ContactURL: emptyTranslatable(languages),
  ContactLatLon: { Lat: null, Lon: null },
});

/**
 * Icons whose item holds a phone number. It is kept in ContactURL as a `tel:` link, the same in
 * every language, so behaviour.md#data's stored shape holds (docs/decisions.md).
 */
export const PHONE_ICONS: readonly ContactIcon[] = ['mdi-phone', 'mdi-whatsapp'];

/** What may be typed as a number: digits and spaces, an optional leading +, 3 to 15 digits. */
export const isValidPhone = (text: string): boolean => {
  const trimmed = text.trim();
  if (!/^\+?[\d ]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 3 && digits <= 15;
};

/** The number of a phone item (its first `tel:` link, without the prefix), '' when none. */
export const phoneOf = (item: Pick<ContactItem, 'ContactURL'>): string => {
  const link = Object.values(item.ContactURL).find((url) => url?.startsWith('tel:'));
  return link ? link.slice('tel:'.length) : '';
};

/** The item with this number in every language ('' clears it); only call with a valid number. */
export const withPhone = (
  item: ContactItem,
  number: string,
  languages: readonly string[],
): ContactItem => {
  const trimmed = number.trim().replace(/\s+/g, ' ');
  const link = trimmed === '' ? '' : `tel:${trimmed}`;
  return {
    ...item,
    ContactURL: Object.fromEntries(languages.map((lang) => [lang, link])) as Translatable,
  };
};

/**
 * behaviour.md#editing icon change: any icon but the address one empties lat/lon. The link (or number) is kept only
 * between icons of the same kind: link icons among themselves, phone and WhatsApp between them;
 * any other change resets it to empty in every language (a web address is not a phone number).
 */
export const withContactIcon = (
  item: ContactItem,
  icon: ContactIcon,
  languages: readonly string[],
): ContactItem => {
  const wasPhone = PHONE_ICONS.includes(item.ContactIcon);
  const keepUrl = URL_ICONS.includes(icon) ? !wasPhone : PHONE_ICONS.includes(icon) && wasPhone;
  return {
    ...item,
    ContactIcon: icon,
    ContactLatLon: icon === ADDRESS_ICON ? item.ContactLatLon : { Lat: null, Lon: null },
    ContactURL: keepUrl ? item.ContactURL : (emptyTranslatable(languages) as Translatable),
  };
};

/** Contact (17): a list of contact lines (address, phone, links …), with or without dividers. */
export const contact = defineBlock({
  key: 'contact',
  id: 17,
  icon: 'mdi-card-account-phone',
  group: 'information',
  guest: {
    HideDivider: 'keep',
    ContactItems: {
      each: {
        ID: 'keep',
        ContactIcon: 'keep',
        ContactDescription: 'text',
        ContactURL: 'text',
        ContactLatLon: 'keep',
      },
    },
  },
  schema: z.strictObject({
    HideDivider: z.boolean(),
    ContactItems: z.array(contactItemSchema).max(CONTACT_MAX_ITEMS),
  }),
  defaults: () => ({ HideDivider: false, ContactItems: [] }),
});
