import type { z } from 'zod';
import { type BlockKey, contentTypeById, contentTypeByKey } from '../content-types.ts';
import { activity } from './activity.ts';
import { alert } from './alert.ts';
import { attendance } from './attendance.ts';
import type { BlockModule } from './block.ts';
import { bookingActivities } from './bookingActivities.ts';
import { brochure } from './brochure.ts';
import { chainFood } from './chainFood.ts';
import { channelList } from './channelList.ts';
import { consulting } from './consulting.ts';
import { contact } from './contact.ts';
import { contentMessages } from './contentMessages.ts';
import { dfiles } from './dfiles.ts';
import { divider } from './divider.ts';
import { dropdownButton } from './dropdownButton.ts';
import { externalActivity } from './externalActivity.ts';
import { externalFoodMenu } from './externalFoodMenu.ts';
import { externalLink } from './externalLink.ts';
import { facebook } from './facebook.ts';
import { food } from './food.ts';
import { form } from './form.ts';
import { formCio } from './formCio.ts';
import { gallery } from './gallery.ts';
import { iconList } from './iconList.ts';
import { icons } from './icons.ts';
import { iframe } from './iframe.ts';
import { image } from './image.ts';
import { imageTranslate } from './imageTranslate.ts';
import { infoten } from './infoten.ts';
import { instagram } from './instagram.ts';
import { integrationBlocks } from './integrations.ts';
import { interactiveMaps } from './interactiveMaps.ts';
import { linkDomain } from './linkDomain.ts';
import { map } from './map.ts';
import { pdf } from './pdf.ts';
import { pdfTranslate } from './pdfTranslate.ts';
import { poll } from './poll.ts';
import { product } from './product.ts';
import { qAndA } from './qAndA.ts';
import { queue } from './queue.ts';
import { rcovid } from './rcovid.ts';
import { show } from './show.ts';
import { simpleText } from './simpleText.ts';
import { site } from './site.ts';
import { space } from './space.ts';
import { text } from './text.ts';
import { timeline } from './timeline.ts';
import { title } from './title.ts';
import { twitter } from './twitter.ts';
import { video } from './video.ts';
import { weeklyMenu } from './weeklyMenu.ts';
import { wifi } from './wifi.ts';

export type { BlockContext, BlockModule } from './block.ts';
export { INTEGRATION_KEYS, type IntegrationKey } from './integration-keys.ts';

/**
 * Every block type of the behaviour.md#limits catalogue: the header-only integration rows (integrations.ts),
 * then one line per other type, in catalogue order. The type is total: a catalogue key without a block (or a
 * block of an unknown key) does not compile.
 */
export const blocks = {
  ...integrationBlocks,
  title,
  space,
  image,
  iframe,
  alert,
  gallery,
  video,
  map,
  twitter,
  facebook,
  activity,
  pdf,
  timeline,
  text,
  contact,
  divider,
  show,
  site,
  wifi,
  queue,
  food,
  linkDomain,
  form,
  product,
  pdfTranslate,
  externalLink,
  channelList,
  externalActivity,
  poll,
  instagram,
  iconList,
  dropdownButton,
  dfiles,
  rcovid,
  imageTranslate,
  chainFood,
  icons,
  consulting,
  brochure,
  infoten,
  bookingActivities,
  externalFoodMenu,
  attendance,
  weeklyMenu,
  formCio,
  contentMessages,
  interactiveMaps,
  qAndA,
  simpleText,
} as const satisfies { readonly [K in BlockKey]: BlockModule<K> };

/** The type's own fields as its schema defines them (the common content columns are not in it). */
export type BlockData<K extends BlockKey> = z.infer<(typeof blocks)[K]['schema']>;

/** The block of a key; only the registry's own keys ('toString' is not a block). */
export const blockByKey = (key: string): BlockModule | undefined =>
  Object.hasOwn(blocks, key) ? (blocks as Record<string, BlockModule>)[key] : undefined;

export const blockByType = (type: number): BlockModule | undefined => {
  const info = contentTypeById(type);
  return info ? blockByKey(info.key) : undefined;
};

export const typeIdOfBlock = (key: BlockKey): number => contentTypeByKey(key)?.id ?? -1;
