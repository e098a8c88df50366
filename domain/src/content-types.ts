/**
 * The behaviour.md#limits catalogue of content (block) and menu types. Exclusive types are the integration blocks that
 * fill a guest page on their own; the type picker lists them after the others (behaviour.md#menu-editor).
 */
export type ContentTypeInfo = {
  readonly id: number;
  readonly key: string;
  /** Material Design Icons name, as guest apps know them. */
  readonly icon: string;
  readonly exclusive: boolean;
  /** Where the add-content grid lists it, so a receptionist finds a type by what it is for. */
  readonly group: ContentTypeGroup;
};

/** The add-content grid's groups, in the order it shows them. */
export const CONTENT_TYPE_GROUPS = [
  'submenus',
  'textMedia',
  'information',
  'foodDrink',
  'forms',
  'integrations',
] as const;
export type ContentTypeGroup = (typeof CONTENT_TYPE_GROUPS)[number];

const entry = <K extends string>(
  id: number,
  key: K,
  icon: string,
  group: ContentTypeGroup,
  exclusive = false,
) => ({ id, key, icon, exclusive, group }) as const;

export const MENU_TYPE_SUBMENUS = 1;
export const MENU_TYPE_CONTENTS = 0;
/** A menu's Type (behaviour.md#data): one of submenus or one of blocks; null until chosen. */
export type MenuType = typeof MENU_TYPE_CONTENTS | typeof MENU_TYPE_SUBMENUS | null;

/** A stored or sent value read as a menu type: anything else is no type yet. */
export const asMenuType = (type: unknown): MenuType =>
  type === MENU_TYPE_CONTENTS || type === MENU_TYPE_SUBMENUS ? type : null;

export const contentTypes = [
  entry(1, 'submenus', 'mdi-file-tree', 'submenus'),
  entry(2, 'title', 'mdi-format-title', 'textMedia'),
  entry(3, 'space', 'mdi-arrow-expand-vertical', 'textMedia'),
  entry(4, 'image', 'mdi-image', 'textMedia'),
  entry(5, 'iframe', 'mdi-application-brackets', 'textMedia'),
  entry(6, 'alert', 'mdi-alert', 'information'),
  entry(7, 'gallery', 'mdi-image-multiple', 'textMedia'),
  entry(8, 'video', 'mdi-video', 'textMedia'),
  entry(9, 'weather', 'mdi-weather-partly-cloudy', 'information'),
  entry(10, 'map', 'mdi-map', 'information'),
  entry(11, 'twitter', 'mdi-twitter', 'textMedia'),
  entry(12, 'facebook', 'mdi-facebook', 'textMedia'),
  entry(13, 'activity', 'mdi-run', 'integrations', true),
  entry(14, 'pdf', 'mdi-file-pdf-box', 'information'),
  entry(15, 'timeline', 'mdi-timeline-clock', 'information'),
  entry(16, 'text', 'mdi-text', 'textMedia'),
  entry(17, 'contact', 'mdi-card-account-phone', 'information'),
  entry(18, 'divider', 'mdi-minus', 'textMedia'),
  entry(19, 'show', 'mdi-drama-masks', 'integrations', true),
  entry(20, 'site', 'mdi-map-marker-radius', 'information'),
  entry(21, 'agenda', 'mdi-calendar', 'integrations', true),
  entry(22, 'parrilla', 'mdi-television-guide', 'integrations', true),
  entry(23, 'wifi', 'mdi-wifi', 'information'),
  entry(24, 'property', 'mdi-home-city', 'information'),
  entry(25, 'commercial', 'mdi-store', 'integrations', true),
  entry(26, 'queue', 'mdi-human-queue', 'integrations', true),
  entry(27, 'food', 'mdi-food', 'foodDrink'),
  entry(28, 'linkDomain', 'mdi-web', 'information'),
  entry(29, 'form', 'mdi-form-select', 'forms'),
  entry(30, 'product', 'mdi-tag', 'foodDrink'),
  entry(31, 'pdfTranslate', 'mdi-file-pdf-box-outline', 'information'),
  entry(32, 'externalLink', 'mdi-open-in-new', 'information'),
  entry(33, 'channelList', 'mdi-television-classic', 'integrations', true),
  entry(34, 'externalActivity', 'mdi-ticket', 'integrations', true),
  entry(35, 'poll', 'mdi-poll', 'forms'),
  entry(36, 'instagram', 'mdi-instagram', 'textMedia'),
  entry(37, 'iconList', 'mdi-format-list-bulleted-square', 'textMedia'),
  entry(38, 'dropdownButton', 'mdi-menu-down-outline', 'information'),
  entry(39, 'dfiles', 'mdi-folder-download', 'information'),
  entry(40, 'rcovid', 'mdi-clipboard-pulse', 'forms', true),
  entry(41, 'imageTranslate', 'mdi-image-text', 'textMedia'),
  entry(42, 'chainFood', 'mdi-silverware', 'foodDrink', true),
  entry(43, 'icons', 'mdi-emoticon-outline', 'textMedia'),
  entry(44, 'consulting', 'mdi-domain', 'integrations', true),
  entry(45, 'brochure', 'mdi-book-open-page-variant', 'information'),
  entry(46, 'infoten', 'mdi-information-variant', 'integrations', true),
  entry(48, 'bookingActivities', 'mdi-calendar-check', 'integrations', true),
  entry(49, 'externalFoodMenu', 'mdi-food-fork-drink', 'foodDrink', true),
  entry(50, 'attendance', 'mdi-account-check', 'integrations', true),
  entry(51, 'weeklyMenu', 'mdi-calendar-week', 'foodDrink', true),
  entry(54, 'formCio', 'mdi-form-textbox', 'forms', true),
  entry(55, 'contentMessages', 'mdi-message-text', 'integrations', true),
  entry(56, 'servatur', 'mdi-bus', 'integrations', true),
  entry(57, 'interactiveMaps', 'mdi-map-search', 'integrations', true),
  entry(58, 'requestReservation', 'mdi-calendar-clock', 'forms', true),
  entry(62, 'checkIn', 'mdi-login-variant', 'forms', true),
  entry(63, 'qAndA', 'mdi-frequently-asked-questions', 'information'),
  // Not numbered in the spec: free ids taken here (docs/decisions.md).
  entry(64, 'simpleText', 'mdi-format-text', 'textMedia'),
  entry(65, 'externalIntegration', 'mdi-code-braces', 'integrations', true),
] as const;

export type ContentTypeKey = (typeof contentTypes)[number]['key'];
/** Keys of the types that are content blocks (every type but the submenus menu type). */
export type BlockKey = Exclude<ContentTypeKey, 'submenus'>;

const byId = new Map<number, ContentTypeInfo>(contentTypes.map((t) => [t.id, t]));
const byKey = new Map<string, ContentTypeInfo>(contentTypes.map((t) => [t.key, t]));

export const contentTypeById = (id: number): ContentTypeInfo | undefined => byId.get(id);
export const contentTypeByKey = (key: string): ContentTypeInfo | undefined => byKey.get(key);
export const allTypeIds = (): number[] => contentTypes.map((t) => t.id);

/** The menu-type sheet's sections (behaviour.md#menu-editor): exclusive types fill a whole page from an integration. */
export const MENU_SHEET_SECTIONS = ['submenus', 'contentPage', 'integrations'] as const;
export type MenuSheetSection = (typeof MENU_SHEET_SECTIONS)[number];

export const menuSheetSection = (type: ContentTypeInfo): MenuSheetSection =>
  type.group === 'submenus' ? 'submenus' : type.exclusive ? 'integrations' : 'contentPage';

export type TypeGroup<G extends string> = {
  readonly group: G;
  readonly types: readonly ContentTypeInfo[];
};

/**
 * The types split into `order`'s groups, each keeping the types' given order; empty groups are
 * left out, so a search that matches nothing in a group hides its heading too.
 */
export const groupTypes = <G extends string>(
  types: readonly ContentTypeInfo[],
  order: readonly G[],
  groupOf: (type: ContentTypeInfo) => G,
): TypeGroup<G>[] =>
  order.flatMap((group) => {
    const members = types.filter((type) => groupOf(type) === group);
    return members.length > 0 ? [{ group, types: members }] : [];
  });
