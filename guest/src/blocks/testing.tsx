import type { BlockKey } from '@carta/domain/content-types';
import { contentTypeByKey } from '@carta/domain/content-types';
import type { GuestBlockOf, GuestData, GuestVenue } from '@carta/domain/guest/data';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionContext } from '../app/session.ts';
import { type UiLanguage, UiLanguageContext, uiLanguageOf } from '../i18n/labels.ts';

/** A block of type `key` as the guest API sends it, with these fields. */
export const guestBlock = <K extends BlockKey>(
  key: K,
  data: GuestData<K>,
  common: Partial<{ ID: number; ORD: number; _fallback: string[] }> = {},
): GuestBlockOf<K> =>
  ({
    ID: common.ID ?? 1,
    Type: contentTypeByKey(key)?.id ?? -1,
    Key: key,
    ORD: common.ORD ?? 0,
    _fallback: common._fallback ?? [],
    ...data,
  }) as unknown as GuestBlockOf<K>;

/** Renders a view (or any part of the app) with its labels in `ui`. */
export const renderInUi = (node: ReactNode, ui: UiLanguage = 'es') =>
  render(<UiLanguageContext value={ui}>{node}</UiLanguageContext>);

/** A venue for views that read `useGuest()` (its id, languages, look). */
export const testVenue = (over: Partial<GuestVenue> = {}): GuestVenue => ({
  ID: 1,
  Name: 'Hotel Demo',
  Languages: ['es', 'en'],
  TimeZone: 'Europe/Madrid',
  Style: {
    enterpriseColor: '#1565c0',
    BGColor: '#ffffff',
    Color: null,
    BGColorSecundary: null,
    ColorSecundary: null,
    GlobalFont: null,
    Font: null,
    FontSecundary: null,
    FontSize: null,
    FontSizeSecundary: null,
    withGradient: false,
    withGradientSubmenu: false,
  },
  Logo: null,
  Ordering: false,
  IncludeExtras: false,
  ...over,
});

/** Renders a view inside a venue session, content in `lang`, labels in its UI language. */
export const renderInVenue = (node: ReactNode, lang = 'es', venue: GuestVenue = testVenue()) =>
  render(
    <SessionContext value={{ ws: String(venue.ID), venue, lang, setLang: () => {} }}>
      <UiLanguageContext value={uiLanguageOf(lang)}>{node}</UiLanguageContext>
    </SessionContext>,
  );
