import type { BlockData, BlockKey, blocks } from '../blocks/index.ts';
import type { GuestExtra, GuestExtraGroup } from './extras.ts';
import type { GuestRule, GuestShape } from './project.ts';
import type { Fallbacks, GuestMenu } from './views.ts';

/**
 * What one field becomes on its way to a guest (project.ts says how): 'text', 'html' and 'embed'
 * arrive as a string; 'keep', 'plain' and 'frame' as the schema's own type ('plain' only reads
 * '#$#' back as an apostrophe, 'frame' adds a flag beside it); 'each' item by item.
 */
type GuestValue<R extends GuestRule, V> = R extends 'text' | 'html' | 'embed'
  ? string
  : R extends 'keep' | 'plain' | 'frame'
    ? V
    : R extends { readonly each: infer S extends GuestShape }
      ? NonNullable<V> extends readonly (infer Item)[]
        ? GuestFields<S, Item>[]
        : never
      : never;

/** `<Field>AllowListed` beside each 'frame' field: whether its host is on the embed allow-list. */
type AllowListedFlags<S extends GuestShape> = {
  -readonly [F in keyof S as S[F] extends 'frame' ? `${F & string}AllowListed` : never]: boolean;
};

/** One object type instead of an intersection: what editors show, and what type tests compare. */
type Flat<T> = { [P in keyof T]: T[P] } & {};

/**
 * The fields of `D` its shape names, each as a guest receives it. Mapped over `D` so an optional
 * schema field stays optional (projectShape leaves out a field the stored block does not have),
 * and over each member of a union (a poll question is one of four kinds).
 */
type GuestFields<S extends GuestShape, D> = D extends unknown
  ? Flat<
      {
        [F in keyof D as F extends keyof S ? F : never]: F extends keyof S
          ? GuestValue<S[F], D[F]>
          : never;
      } & AllowListedFlags<S>
    >
  : never;

/**
 * The data a guest view of block type `K` receives, derived from the type's schema (`BlockData<K>`)
 * and its guest allow-list (the module's `guest`): a field not on the allow-list is not here either.
 * E.g. `GuestData<'alert'>` is `{ Icon: AlertIcon; AlertText: string; Color: string | null }`.
 */
export type GuestData<K extends BlockKey> = GuestFields<(typeof blocks)[K]['guest'], BlockData<K>>;

/** What every block carries besides its own fields (views.ts `guestBlockOf`). */
export type GuestBlockCommon<K extends BlockKey = BlockKey> = Fallbacks & {
  readonly ID: number;
  /** The behaviour.md#limits type number. */
  readonly Type: number;
  readonly Key: K;
  /** Position in the menu; blocks arrive sorted by it. */
  readonly ORD: number;
};

/**
 * What the server adds to a block beside its own fields: a dish's extras (from their own table),
 * when the venue shows extras (IncludeExtras) and the dish has some.
 */
type GuestAdded<K extends BlockKey> = K extends 'food'
  ? {
      readonly Extras?: readonly GuestExtra[];
      /** behaviour.md#extra-groups: present when some of the extras belong to a group. */
      readonly ExtraGroups?: readonly GuestExtraGroup[];
      readonly SoldOut?: true;
    }
  : unknown;

/** One block of type `K` as `GET /api/public/guest/{ws}/menus/{id}` sends it. */
export type GuestBlockOf<K extends BlockKey> = GuestBlockCommon<K> & GuestData<K> & GuestAdded<K>;

/** Any block, told apart by `Key`. */
export type AnyGuestBlock = { [K in BlockKey]: GuestBlockOf<K> }[BlockKey];

/** `GET /api/public/guest/{ws}/menus/{id}`: the menu's own fields and its blocks shown now. */
export type GuestMenuPage = Omit<GuestMenu, 'Menus'> & {
  readonly Blocks: readonly AnyGuestBlock[];
};

/** `GET /api/public/guest/{ws}/menus`. */
export type GuestMenuTree = { readonly data: readonly GuestMenu[]; readonly total: number };

/** The venue's look (behaviour.md#data Enterprise style settings), as `GET /api/public/guest/{ws}` sends it. */
export type GuestStyle = {
  readonly enterpriseColor: string;
  readonly BGColor: string;
  readonly Color: string | null;
  readonly BGColorSecundary: string | null;
  readonly ColorSecundary: string | null;
  readonly GlobalFont: string | null;
  readonly Font: string | null;
  readonly FontSecundary: string | null;
  /** px */
  readonly FontSize: number | null;
  /** px */
  readonly FontSizeSecundary: number | null;
  readonly withGradient: boolean;
  readonly withGradientSubmenu: boolean;
};

/** `GET /api/public/guest/{ws}`: the venue. `Languages[0]` is its default language. */
export type GuestVenue = {
  readonly ID: number;
  readonly Name: string;
  readonly Languages: readonly string[];
  readonly TimeZone: string;
  readonly Style: GuestStyle;
  readonly Logo: string | null;
  /** Dish ordering is on. */
  readonly Ordering: boolean;
  readonly IncludeExtras: boolean;
};
