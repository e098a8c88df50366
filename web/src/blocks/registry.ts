import {
  type BlockKey,
  blockByKey,
  type ContentTypeInfo,
  contentTypeById,
  contentTypes,
} from '@carta/domain';
import { type ComponentType, lazy } from 'react';
import { loadEditorLocales } from '../i18n/loadEditorLocales.ts';
import type { BlockEditor, BlockEditorProps } from './types.ts';

/**
 * An editor's code and the block and widget labels, fetched side by side: the editor renders only
 * once both are there, so its labels are never raw keys, and the labels stay out of the first
 * download.
 */
const lazyEditor = (
  load: () => Promise<{ default: ComponentType<BlockEditorProps> }>,
): BlockEditor =>
  lazy(async () => {
    const [editor] = await Promise.all([load(), loadEditorLocales()]);
    return editor;
  });

/**
 * Block key → its editor, downloaded on first use so the first screen does not carry sixty
 * editors. Total: a block type without an editor is a compile error.
 */
export const blockEditors: { readonly [K in BlockKey]: BlockEditor } = {
  title: lazyEditor(() => import('./title/Editor.tsx').then((m) => ({ default: m.TitleEditor }))),
  space: lazyEditor(() => import('./space/Editor.tsx').then((m) => ({ default: m.Editor }))),
  image: lazyEditor(() => import('./image/Editor.tsx').then((m) => ({ default: m.Editor }))),
  iframe: lazyEditor(() => import('./iframe/Editor.tsx').then((m) => ({ default: m.Editor }))),
  alert: lazyEditor(() => import('./alert/Editor.tsx').then((m) => ({ default: m.Editor }))),
  gallery: lazyEditor(() => import('./gallery/Editor.tsx').then((m) => ({ default: m.Editor }))),
  video: lazyEditor(() => import('./video/Editor.tsx').then((m) => ({ default: m.Editor }))),
  weather: lazyEditor(() => import('./weather/Editor.tsx').then((m) => ({ default: m.Editor }))),
  map: lazyEditor(() => import('./map/Editor.tsx').then((m) => ({ default: m.Editor }))),
  twitter: lazyEditor(() => import('./twitter/Editor.tsx').then((m) => ({ default: m.Editor }))),
  facebook: lazyEditor(() => import('./facebook/Editor.tsx').then((m) => ({ default: m.Editor }))),
  activity: lazyEditor(() => import('./activity/Editor.tsx').then((m) => ({ default: m.Editor }))),
  pdf: lazyEditor(() => import('./pdf/Editor.tsx').then((m) => ({ default: m.Editor }))),
  timeline: lazyEditor(() => import('./timeline/Editor.tsx').then((m) => ({ default: m.Editor }))),
  text: lazyEditor(() => import('./text/Editor.tsx').then((m) => ({ default: m.TextEditor }))),
  contact: lazyEditor(() => import('./contact/Editor.tsx').then((m) => ({ default: m.Editor }))),
  divider: lazyEditor(() => import('./divider/Editor.tsx').then((m) => ({ default: m.Editor }))),
  show: lazyEditor(() => import('./show/Editor.tsx').then((m) => ({ default: m.Editor }))),
  site: lazyEditor(() => import('./site/Editor.tsx').then((m) => ({ default: m.Editor }))),
  agenda: lazyEditor(() => import('./agenda/Editor.tsx').then((m) => ({ default: m.Editor }))),
  parrilla: lazyEditor(() => import('./parrilla/Editor.tsx').then((m) => ({ default: m.Editor }))),
  wifi: lazyEditor(() => import('./wifi/Editor.tsx').then((m) => ({ default: m.Editor }))),
  property: lazyEditor(() => import('./property/Editor.tsx').then((m) => ({ default: m.Editor }))),
  commercial: lazyEditor(() =>
    import('./commercial/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  queue: lazyEditor(() => import('./queue/Editor.tsx').then((m) => ({ default: m.Editor }))),
  food: lazyEditor(() => import('./food/Editor.tsx').then((m) => ({ default: m.Editor }))),
  linkDomain: lazyEditor(() =>
    import('./linkDomain/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  form: lazyEditor(() => import('./form/Editor.tsx').then((m) => ({ default: m.Editor }))),
  product: lazyEditor(() => import('./product/Editor.tsx').then((m) => ({ default: m.Editor }))),
  pdfTranslate: lazyEditor(() =>
    import('./pdfTranslate/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  externalLink: lazyEditor(() =>
    import('./externalLink/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  channelList: lazyEditor(() =>
    import('./channelList/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  externalActivity: lazyEditor(() =>
    import('./externalActivity/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  poll: lazyEditor(() => import('./poll/Editor.tsx').then((m) => ({ default: m.Editor }))),
  instagram: lazyEditor(() =>
    import('./instagram/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  iconList: lazyEditor(() => import('./iconList/Editor.tsx').then((m) => ({ default: m.Editor }))),
  dropdownButton: lazyEditor(() =>
    import('./dropdownButton/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  dfiles: lazyEditor(() => import('./dfiles/Editor.tsx').then((m) => ({ default: m.Editor }))),
  rcovid: lazyEditor(() => import('./rcovid/Editor.tsx').then((m) => ({ default: m.Editor }))),
  imageTranslate: lazyEditor(() =>
    import('./imageTranslate/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  chainFood: lazyEditor(() =>
    import('./chainFood/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  icons: lazyEditor(() => import('./icons/Editor.tsx').then((m) => ({ default: m.Editor }))),
  consulting: lazyEditor(() =>
    import('./consulting/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  brochure: lazyEditor(() => import('./brochure/Editor.tsx').then((m) => ({ default: m.Editor }))),
  infoten: lazyEditor(() => import('./infoten/Editor.tsx').then((m) => ({ default: m.Editor }))),
  bookingActivities: lazyEditor(() =>
    import('./bookingActivities/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  externalFoodMenu: lazyEditor(() =>
    import('./externalFoodMenu/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  attendance: lazyEditor(() =>
    import('./attendance/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  weeklyMenu: lazyEditor(() =>
    import('./weeklyMenu/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  formCio: lazyEditor(() => import('./formCio/Editor.tsx').then((m) => ({ default: m.Editor }))),
  contentMessages: lazyEditor(() =>
    import('./contentMessages/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  servatur: lazyEditor(() => import('./servatur/Editor.tsx').then((m) => ({ default: m.Editor }))),
  interactiveMaps: lazyEditor(() =>
    import('./interactiveMaps/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  requestReservation: lazyEditor(() =>
    import('./requestReservation/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  checkIn: lazyEditor(() => import('./checkIn/Editor.tsx').then((m) => ({ default: m.Editor }))),
  qAndA: lazyEditor(() => import('./qAndA/Editor.tsx').then((m) => ({ default: m.Editor }))),
  simpleText: lazyEditor(() =>
    import('./simpleText/Editor.tsx').then((m) => ({ default: m.Editor })),
  ),
  externalIntegration: lazyEditor(() =>
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
