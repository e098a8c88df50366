/**
 * The block types of the behaviour.md#limits catalogue that have fields of their own: one line each, the
 * block's module (its id, icon and group are in it). The block table (index.ts) and the catalogue
 * (content-types.ts) are read from these lines and the integration rows (integration-keys.ts). A
 * line lost by accident: a numbered type is missed by content-types.test.ts, any type by the registry
 * tests of the back-office and the guest app (their folders name no catalogue type then).
 */

export { activity } from './activity.ts';
export { alert } from './alert.ts';
export { attendance } from './attendance.ts';
export { bookingActivities } from './bookingActivities.ts';
export { brochure } from './brochure.ts';
export { chainFood } from './chainFood.ts';
export { channelList } from './channelList.ts';
export { consulting } from './consulting.ts';
export { contact } from './contact.ts';
export { contentMessages } from './contentMessages.ts';
export { dfiles } from './dfiles.ts';
export { divider } from './divider.ts';
export { dropdownButton } from './dropdownButton.ts';
export { externalActivity } from './externalActivity.ts';
export { externalFoodMenu } from './externalFoodMenu.ts';
export { externalLink } from './externalLink.ts';
export { facebook } from './facebook.ts';
export { food } from './food.ts';
export { form } from './form.ts';
export { formCio } from './formCio.ts';
export { gallery } from './gallery.ts';
export { iconList } from './iconList.ts';
export { icons } from './icons.ts';
export { iframe } from './iframe.ts';
export { image } from './image.ts';
export { imageTranslate } from './imageTranslate.ts';
export { infoten } from './infoten.ts';
export { instagram } from './instagram.ts';
export { interactiveMaps } from './interactiveMaps.ts';
export { linkDomain } from './linkDomain.ts';
export { map } from './map.ts';
export { pdf } from './pdf.ts';
export { pdfTranslate } from './pdfTranslate.ts';
export { poll } from './poll.ts';
export { product } from './product.ts';
export { qAndA } from './qAndA.ts';
export { queue } from './queue.ts';
export { rcovid } from './rcovid.ts';
export { show } from './show.ts';
export { simpleText } from './simpleText.ts';
export { site } from './site.ts';
export { space } from './space.ts';
export { text } from './text.ts';
export { timeline } from './timeline.ts';
export { title } from './title.ts';
export { twitter } from './twitter.ts';
export { video } from './video.ts';
export { weeklyMenu } from './weeklyMenu.ts';
export { wifi } from './wifi.ts';
