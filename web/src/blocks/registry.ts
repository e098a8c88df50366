import { type BlockKey, contentTypeById } from '@carta/domain';
import { activityBlock } from './activity/index.ts';
import { alertBlock } from './alert/index.ts';
import { attendanceBlock } from './attendance/index.ts';
import { bookingActivitiesBlock } from './bookingActivities/index.ts';
import { brochureBlock } from './brochure/index.ts';
import { chainFoodBlock } from './chainFood/index.ts';
import { channelListBlock } from './channelList/index.ts';
import { consultingBlock } from './consulting/index.ts';
import { contactBlock } from './contact/index.ts';
import { contentMessagesBlock } from './contentMessages/index.ts';
import { dfilesBlock } from './dfiles/index.ts';
import { dividerBlock } from './divider/index.ts';
import { dropdownButtonBlock } from './dropdownButton/index.ts';
import { externalActivityBlock } from './externalActivity/index.ts';
import { externalFoodMenuBlock } from './externalFoodMenu/index.ts';
import { externalLinkBlock } from './externalLink/index.ts';
import { facebookBlock } from './facebook/index.ts';
import { foodBlock } from './food/index.ts';
import { formBlock } from './form/index.ts';
import { formCioBlock } from './formCio/index.ts';
import { galleryBlock } from './gallery/index.ts';
import { iconListBlock } from './iconList/index.ts';
import { iconsBlock } from './icons/index.ts';
import { iframeBlock } from './iframe/index.ts';
import { imageBlock } from './image/index.ts';
import { imageTranslateBlock } from './imageTranslate/index.ts';
import { infotenBlock } from './infoten/index.ts';
import { instagramBlock } from './instagram/index.ts';
import { integrationWebBlocks } from './integration/index.ts';
import { interactiveMapsBlock } from './interactiveMaps/index.ts';
import { linkDomainBlock } from './linkDomain/index.ts';
import { mapBlock } from './map/index.ts';
import { pdfBlock } from './pdf/index.ts';
import { pdfTranslateBlock } from './pdfTranslate/index.ts';
import { pollBlock } from './poll/index.ts';
import { productBlock } from './product/index.ts';
import { qAndABlock } from './qAndA/index.ts';
import { queueBlock } from './queue/index.ts';
import { rcovidBlock } from './rcovid/index.ts';
import { showBlock } from './show/index.ts';
import { simpleTextBlock } from './simpleText/index.ts';
import { siteBlock } from './site/index.ts';
import { spaceBlock } from './space/index.ts';
import { textBlock } from './text/index.ts';
import { timelineBlock } from './timeline/index.ts';
import { titleBlock } from './title/index.ts';
import { twitterBlock } from './twitter/index.ts';
import type { BlockEditor, WebBlock } from './types.ts';
import { videoBlock } from './video/index.ts';
import { weeklyMenuBlock } from './weeklyMenu/index.ts';
import { wifiBlock } from './wifi/index.ts';

/**
 * Every block type's web module (its editor, icon and labels): the header-only integration rows
 * (integration/), then one line per other type, in catalogue order.
 * Total: a block type without a module, or a module of another type's data, does not compile.
 */
export const webBlocks = {
  ...integrationWebBlocks,
  title: titleBlock,
  space: spaceBlock,
  image: imageBlock,
  iframe: iframeBlock,
  alert: alertBlock,
  gallery: galleryBlock,
  video: videoBlock,
  map: mapBlock,
  twitter: twitterBlock,
  facebook: facebookBlock,
  activity: activityBlock,
  pdf: pdfBlock,
  timeline: timelineBlock,
  text: textBlock,
  contact: contactBlock,
  divider: dividerBlock,
  show: showBlock,
  site: siteBlock,
  wifi: wifiBlock,
  queue: queueBlock,
  food: foodBlock,
  linkDomain: linkDomainBlock,
  form: formBlock,
  product: productBlock,
  pdfTranslate: pdfTranslateBlock,
  externalLink: externalLinkBlock,
  channelList: channelListBlock,
  externalActivity: externalActivityBlock,
  poll: pollBlock,
  instagram: instagramBlock,
  iconList: iconListBlock,
  dropdownButton: dropdownButtonBlock,
  dfiles: dfilesBlock,
  rcovid: rcovidBlock,
  imageTranslate: imageTranslateBlock,
  chainFood: chainFoodBlock,
  icons: iconsBlock,
  consulting: consultingBlock,
  brochure: brochureBlock,
  infoten: infotenBlock,
  bookingActivities: bookingActivitiesBlock,
  externalFoodMenu: externalFoodMenuBlock,
  attendance: attendanceBlock,
  weeklyMenu: weeklyMenuBlock,
  formCio: formCioBlock,
  contentMessages: contentMessagesBlock,
  interactiveMaps: interactiveMapsBlock,
  qAndA: qAndABlock,
  simpleText: simpleTextBlock,
} as const satisfies { readonly [K in BlockKey]: WebBlock<K> };

const byKey = webBlocks as Readonly<Record<string, WebBlock | undefined>>;

/** The web module of a key; only the table's own keys ('toString' is not a block). */
export const webBlockByKey = (key: string): WebBlock | undefined =>
  Object.hasOwn(byKey, key) ? byKey[key] : undefined;

export const editorForType = (type: number): BlockEditor | undefined => {
  const info = contentTypeById(type);
  return info ? webBlockByKey(info.key)?.Editor : undefined;
};

/** How many blocks from the top of a menu have their editors fetched before the list is built. */
const PRELOADED_BLOCKS = 12;

/**
 * Fetches the editors of the types at the top of a menu (those on screen when it opens), so the
 * list's first render builds them at once instead of waiting for their chunks after it. A failed
 * fetch is left to the card's own render, which asks again and shows the error.
 */
export const preloadEditorsOf = (contents: readonly { readonly Type: number }[]): void => {
  const types = new Set(contents.slice(0, PRELOADED_BLOCKS).map((content) => content.Type));
  for (const type of types)
    editorForType(type)
      ?.preload()
      .catch(() => undefined);
};
