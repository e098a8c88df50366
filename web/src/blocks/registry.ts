import {
  type BlockKey,
  blockByKey,
  type ContentTypeInfo,
  contentTypeById,
  contentTypes,
} from '@carta/domain';
import { lazy } from 'react';
import type { BlockEditor } from './types.ts';

/**
 * Block key → its editor, downloaded on first use so the first screen does not carry sixty
 * editors. Total: a block type without an editor is a compile error.
 */
export const blockEditors: { readonly [K in BlockKey]: BlockEditor } = {
  title: lazy(() => import('./title/Editor.tsx').then((m) => ({ default: m.TitleEditor }))),
  space: lazy(() => import('./space/Editor.tsx').then((m) => ({ default: m.Editor }))),
  image: lazy(() => import('./image/Editor.tsx').then((m) => ({ default: m.Editor }))),
  iframe: lazy(() => import('./iframe/Editor.tsx').then((m) => ({ default: m.Editor }))),
  alert: lazy(() => import('./alert/Editor.tsx').then((m) => ({ default: m.Editor }))),
  gallery: lazy(() => import('./gallery/Editor.tsx').then((m) => ({ default: m.Editor }))),
  video: lazy(() => import('./video/Editor.tsx').then((m) => ({ default: m.Editor }))),
  weather: lazy(() => import('./weather/Editor.tsx').then((m) => ({ default: m.Editor }))),
  map: lazy(() => import('./map/Editor.tsx').then((m) => ({ default: m.Editor }))),
  twitter: lazy(() => import('./twitter/Editor.tsx').then((m) => ({ default: m.Editor }))),
  facebook: lazy(() => import('./facebook/Editor.tsx').then((m) => ({ default: m.Editor }))),
  activity: lazy(() => import('./activity/Editor.tsx').then((m) => ({ default: m.Editor }))),
  pdf: lazy(() => import('./pdf/Editor.tsx').then((m) => ({ default: m.Editor }))),
  timeline: lazy(() => import('./timeline/Editor.tsx').then((m) => ({ default: m.Editor }))),
  text: lazy(() => import('./text/Editor.tsx').then((m) => ({ default: m.TextEditor }))),
  contact: lazy(() => import('./contact/Editor.tsx').then((m) => ({ default: m.Editor }))),
  divider: lazy(() => import('./divider/Editor.tsx').then((m) => ({ default: m.Editor }))),
  show: lazy(() => import('./show/Editor.tsx').then((m) => ({ default: m.Editor }))),
  site: lazy(() => import('./site/Editor.tsx').then((m) => ({ default: m.Editor }))),
  agenda: lazy(() => import('./agenda/Editor.tsx').then((m) => ({ default: m.Editor }))),
  parrilla: lazy(() => import('./parrilla/Editor.tsx').then((m) => ({ default: m.Editor }))),
  wifi: lazy(() => import('./wifi/Editor.tsx').then((m) => ({ default: m.Editor }))),
  property: lazy(() => import('./property/Editor.tsx').then((m) => ({ default: m.Editor }))),
  commercial: lazy(() => import('./commercial/Editor.tsx').then((m) => ({ default: m.Editor }))),
  queue: lazy(() => import('./queue/Editor.tsx').then((m) => ({ default: m.Editor }))),
  food: lazy(() => import('./food/Editor.tsx').then((m) => ({ default: m.Editor }))),
  linkDomain: lazy(() => import('./linkDomain/Editor.tsx').then((m) => ({ default: m.Editor }))),
  form: lazy(() => import('./form/Editor.tsx').then((m) => ({ default: m.Editor }))),
  product: lazy(() => import('./product/Editor.tsx').then((m) => ({ default: m.Editor }))),
  pdfTranslate: lazy(() =>
    import('./pdfTranslate/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  externalLink: lazy(() =>
    import('./externalLink/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  channelList: lazy(() => import('./channelList/Editor.tsx').then((m) => ({ default: m.Editor }))),
  externalActivity: lazy(() =>
    import('./externalActivity/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  poll: lazy(() => import('./poll/Editor.tsx').then((m) => ({ default: m.Editor }))),
  instagram: lazy(() => import('./instagram/Editor.tsx').then((m) => ({ default: m.Editor }))),
  iconList: lazy(() => import('./iconList/Editor.tsx').then((m) => ({ default: m.Editor }))),
  dropdownButton: lazy(() =>
    import('./dropdownButton/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  dfiles: lazy(() => import('./dfiles/Editor.tsx').then((m) => ({ default: m.Editor }))),
  rcovid: lazy(() => import('./rcovid/Editor.tsx').then((m) => ({ default: m.Editor }))),
  imageTranslate: lazy(() =>
    import('./imageTranslate/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  chainFood: lazy(() => import('./chainFood/Editor.tsx').then((m) => ({ default: m.Editor }))),
  icons: lazy(() => import('./icons/Editor.tsx').then((m) => ({ default: m.Editor }))),
  consulting: lazy(() => import('./consulting/Editor.tsx').then((m) => ({ default: m.Editor }))),
  brochure: lazy(() => import('./brochure/Editor.tsx').then((m) => ({ default: m.Editor }))),
  infoten: lazy(() => import('./infoten/Editor.tsx').then((m) => ({ default: m.Editor }))),
  bookingActivities: lazy(() =>
    import('./bookingActivities/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  externalFoodMenu: lazy(() =>
    import('./externalFoodMenu/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  attendance: lazy(() => import('./attendance/Editor.tsx').then((m) => ({ default: m.Editor }))),
  weeklyMenu: lazy(() => import('./weeklyMenu/Editor.tsx').then((m) => ({ default: m.Editor }))),
  formCio: lazy(() => import('./formCio/Editor.tsx').then((m) => ({ default: m.Editor }))),
  contentMessages: lazy(() =>
    import('./contentMessages/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  servatur: lazy(() => import('./servatur/Editor.tsx').then((m) => ({ default: m.Editor }))),
  interactiveMaps: lazy(() =>
    import('./interactiveMaps/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  requestReservation: lazy(() =>
    import('./requestReservation/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  checkIn: lazy(() => import('./checkIn/Editor.tsx').then((m) => ({ default: m.Editor }))),
  qAndA: lazy(() => import('./qAndA/Editor.tsx').then((m) => ({ default: m.Editor }))),
  simpleText: lazy(() => import('./simpleText/Editor.tsx').then((m) => ({ default: m.Editor }))),
  externalIntegration: lazy(() =>
    import('./externalIntegration/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
};

const editorByKey = blockEditors as Readonly<Record<string, BlockEditor | undefined>>;

export const editorForType = (type: number): BlockEditor | undefined => {
  const info = contentTypeById(type);
  return info ? editorByKey[info.key] : undefined;
};

/** Types a user can add now: the server can store them (domain schema) and the web can edit them. */
export const addableTypes = (): ContentTypeInfo[] =>
  contentTypes.filter((type) => editorByKey[type.key] && blockByKey(type.key));
