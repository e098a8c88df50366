/**
 * The §9 catalogue of content (block) and menu types. Exclusive types are the integration blocks that
 * fill a guest page on their own; the type picker lists them after the others (§2.3).
 */
export type ContentTypeInfo = {
  readonly id: number;
  readonly key: string;
  readonly nameKey: string;
  /** Material Design Icons name, as guest apps know them. */
  readonly icon: string;
  readonly exclusive: boolean;
};

const entry = <K extends string>(id: number, key: K, icon: string, exclusive = false) =>
  ({ id, key, nameKey: `contentTypes.${key}`, icon, exclusive }) as const;

export const MENU_TYPE_SUBMENUS = 1;
export const MENU_TYPE_CONTENTS = 0;

export const contentTypes = [
  entry(1, 'submenus', 'mdi-file-tree'),
  entry(2, 'title', 'mdi-format-title'),
  entry(3, 'space', 'mdi-arrow-expand-vertical'),
  entry(4, 'image', 'mdi-image'),
  entry(5, 'iframe', 'mdi-application-brackets'),
  entry(6, 'alert', 'mdi-alert'),
  entry(7, 'gallery', 'mdi-image-multiple'),
  entry(8, 'video', 'mdi-video'),
  entry(9, 'weather', 'mdi-weather-partly-cloudy'),
  entry(10, 'map', 'mdi-map'),
  entry(11, 'twitter', 'mdi-twitter'),
  entry(12, 'facebook', 'mdi-facebook'),
  entry(13, 'activity', 'mdi-run', true),
  entry(14, 'pdf', 'mdi-file-pdf-box'),
  entry(15, 'timeline', 'mdi-timeline-clock'),
  entry(16, 'text', 'mdi-text'),
  entry(17, 'contact', 'mdi-card-account-phone'),
  entry(18, 'divider', 'mdi-minus'),
  entry(19, 'show', 'mdi-drama-masks', true),
  entry(20, 'site', 'mdi-map-marker-radius'),
  entry(21, 'agenda', 'mdi-calendar', true),
  entry(22, 'parrilla', 'mdi-television-guide', true),
  entry(23, 'wifi', 'mdi-wifi'),
  entry(24, 'property', 'mdi-home-city'),
  entry(25, 'commercial', 'mdi-store', true),
  entry(26, 'queue', 'mdi-human-queue', true),
  entry(27, 'food', 'mdi-food'),
  entry(28, 'linkDomain', 'mdi-web'),
  entry(29, 'form', 'mdi-form-select'),
  entry(30, 'product', 'mdi-tag'),
  entry(31, 'pdfTranslate', 'mdi-file-pdf-box-outline'),
  entry(32, 'externalLink', 'mdi-open-in-new'),
  entry(33, 'channelList', 'mdi-television-classic', true),
  entry(34, 'externalActivity', 'mdi-ticket', true),
  entry(35, 'poll', 'mdi-poll'),
  entry(36, 'instagram', 'mdi-instagram'),
  entry(37, 'iconList', 'mdi-format-list-bulleted-square'),
  entry(38, 'dropdownButton', 'mdi-menu-down-outline'),
  entry(39, 'dfiles', 'mdi-folder-download'),
  entry(40, 'rcovid', 'mdi-clipboard-pulse', true),
  entry(41, 'imageTranslate', 'mdi-image-text'),
  entry(42, 'chainFood', 'mdi-silverware', true),
  entry(43, 'icons', 'mdi-emoticon-outline'),
  entry(44, 'consulting', 'mdi-domain', true),
  entry(45, 'brochure', 'mdi-book-open-page-variant'),
  entry(46, 'infoten', 'mdi-information-variant', true),
  entry(48, 'bookingActivities', 'mdi-calendar-check', true),
  entry(49, 'externalFoodMenu', 'mdi-food-fork-drink', true),
  entry(50, 'attendance', 'mdi-account-check', true),
  entry(51, 'weeklyMenu', 'mdi-calendar-week', true),
  entry(54, 'formCio', 'mdi-form-textbox', true),
  entry(55, 'contentMessages', 'mdi-message-text', true),
  entry(56, 'servatur', 'mdi-bus', true),
  entry(57, 'interactiveMaps', 'mdi-map-search', true),
  entry(58, 'requestReservation', 'mdi-calendar-clock', true),
  entry(62, 'checkIn', 'mdi-login-variant', true),
  entry(63, 'qAndA', 'mdi-frequently-asked-questions'),
  // Not numbered in the spec: free ids taken here (docs/decisions.md).
  entry(64, 'simpleText', 'mdi-format-text'),
  entry(65, 'externalIntegration', 'mdi-code-braces', true),
] as const;

export type ContentTypeKey = (typeof contentTypes)[number]['key'];
/** Keys of the types that are content blocks (every type but the submenus menu type). */
export type BlockKey = Exclude<ContentTypeKey, 'submenus'>;

const byId = new Map<number, ContentTypeInfo>(contentTypes.map((t) => [t.id, t]));
const byKey = new Map<string, ContentTypeInfo>(contentTypes.map((t) => [t.key, t]));

export const contentTypeById = (id: number): ContentTypeInfo | undefined => byId.get(id);
export const contentTypeByKey = (key: string): ContentTypeInfo | undefined => byKey.get(key);
export const allTypeIds = (): number[] => contentTypes.map((t) => t.id);
