import { AVAILABILITY_KEYS, type Availability } from '@carta/domain';
import { allowedEmbedSrc } from '@carta/domain/embeds';
import {
  type GuestBlock,
  type GuestContext,
  type GuestLanguage,
  type GuestMenu,
  guestBlockOf,
  guestExtraGroupsOf,
  guestExtrasOf,
  guestMenuOf,
  isBlockShownToGuest,
  isMenuShownToGuest,
} from '@carta/domain/guest/index';
import { listContents, type StoredContent } from '../../repos/contents.ts';
import { listGroupsOf, type StoredGroup } from '../../repos/extra-groups.ts';
import { listExtrasOf, type StoredExtra } from '../../repos/extras.ts';
import type { GuestMenuRow } from '../../repos/guest.ts';
import type { Queryable } from '../../repos/types.ts';
import { sanitizeEmbed, sanitizeRichText } from '../html.ts';
import { VersionedCache } from '../versioned-cache.ts';
import { etagOf } from './http.ts';

const sanitize = {
  richText: sanitizeRichText,
  embed: sanitizeEmbed,
  isAllowedFrame: (url: string) => allowedEmbedSrc(url) !== null,
};

export const guestContextOf = (language: GuestLanguage): GuestContext => ({
  ...language,
  sanitize,
});

/** The venue's menu tree as guests see it at `at`: top-level menus, then assigned common ones. */
export const guestMenuTree = (
  rows: readonly GuestMenuRow[],
  language: GuestLanguage,
  at: Date,
  timeZone: string,
): GuestMenu[] => {
  const ctx = guestContextOf(language);
  const shown = rows.filter((row) => isMenuShownToGuest(row, at, timeZone));
  const byId = new Map(shown.map((row) => [row.ID, guestMenuOf(row, ctx)]));
  const top: GuestMenu[] = [];
  for (const row of shown) {
    const menu = byId.get(row.ID);
    if (!menu) continue;
    if (row.ParentID === null) top.push(menu);
    else byId.get(row.ParentID)?.Menus.push(menu);
  }
  // Own menus first: common menus are numbered apart (ORD per owner), so they follow.
  return [...top.filter((m) => !m.Common), ...top.filter((m) => m.Common)];
};

const availabilityOf = (content: StoredContent): Availability | null => {
  const entries = AVAILABILITY_KEYS.filter((k) => k in content).map((k) => [k, content[k]]);
  return entries.length > 0 ? (Object.fromEntries(entries) as Availability) : null;
};

/** One block, serialized once, with what decides whether a guest sees it at a given instant. */
type CachedBlock = {
  readonly ID: number;
  /** A dish: what sold-out marks may apply to, with the ids of its extras shown. */
  readonly dish: boolean;
  readonly extraIds: readonly number[];
  readonly hideMobile: boolean;
  readonly availability: Availability | null;
  readonly json: string;
};
type Answer = { readonly body: () => Buffer; readonly etag: string };
/**
 * `lasting`: the same at any instant and whatever runs out (no block with hours, no dish): the
 * route may keep it for as long as what the page is built from is unchanged.
 */
type PageAnswer = Answer & { readonly lasting: boolean };
type CachedPage = {
  readonly head: string;
  readonly blocks: readonly CachedBlock[];
  /**
   * The blocks shown at any instant, when no block has availability rules (most menus): then a
   * request judges none of them.
   */
  readonly untimed: readonly CachedBlock[] | null;
  /** Whether any block is a dish: only then are sold-out marks read. */
  readonly dishes: boolean;
  /** The usual answer (every block shown, or every untimed one), joined and tagged once. */
  whole?: PageAnswer;
};

/** What ran out at the venue now: dish (content) ids and extra ids. */
export type SoldOutNow = {
  readonly dishes: ReadonlySet<number>;
  readonly extras: ReadonlySet<number>;
};
export const NOTHING_SOLD_OUT: SoldOutNow = { dishes: new Set(), extras: new Set() };

type Flagged = { readonly json: string; readonly flagged: boolean };

/**
 * A block with `SoldOut: true` on itself and on its extras that ran out. Sold-out marks change
 * during service, not with the menu's version: they are put on at each request, on the few blocks
 * they concern.
 */
const withSoldOut = (block: CachedBlock, soldOut: SoldOutNow): Flagged => {
  if (!block.dish) return { json: block.json, flagged: false };
  const dishOut = soldOut.dishes.has(block.ID);
  const extrasOut = block.extraIds.some((id) => soldOut.extras.has(id));
  if (!dishOut && !extrasOut) return { json: block.json, flagged: false };
  const parsed = JSON.parse(block.json) as {
    SoldOut?: true;
    Extras?: { ID: number; SoldOut?: true }[];
  };
  if (dishOut) parsed.SoldOut = true;
  for (const extra of parsed.Extras ?? []) if (soldOut.extras.has(extra.ID)) extra.SoldOut = true;
  return { json: JSON.stringify(parsed), flagged: true };
};

/** The page with these blocks; its ETag names what it was built from and which blocks it shows. */
const answerOf = (
  page: CachedPage,
  shown: readonly CachedBlock[],
  builtFrom: string,
  soldOut: SoldOutNow,
): Answer => {
  const blocks = shown.map((b) => withSoldOut(b, soldOut));
  const body = `${page.head.slice(0, -1)},"Blocks":[${blocks.map((b) => b.json).join(',')}]}`;
  // The marks shown are part of what the page was built from: a change of them is a new ETag.
  const marks = shown.flatMap((b, i) =>
    blocks[i]?.flagged
      ? [
          `${b.ID}${soldOut.dishes.has(b.ID) ? '!' : ''}:${b.extraIds.filter((id) => soldOut.extras.has(id))}`,
        ]
      : [],
  );
  const tag = `${builtFrom}|${shown.map((b) => b.ID).join(',')}|${marks.join(';')}`;
  // Encoded once: the usual page (page.whole) is sent as these bytes to every guest until it changes.
  const bytes = Buffer.from(body);
  return { etag: etagOf(tag), body: () => bytes };
};

const groupByDish = <T extends { readonly MenuContentID: number }>(extras: readonly T[]) => {
  const byDish = new Map<number, T[]>();
  for (const extra of extras) {
    const list = byDish.get(extra.MenuContentID) ?? [];
    list.push(extra);
    byDish.set(extra.MenuContentID, list);
  }
  return byDish;
};

/**
 * A dish with its extras beside its fields (only dishes have extras: they are rows of dishes), and
 * the groups they belong to (behaviour.md#extra-groups) when some do.
 */
const withExtras = (
  block: GuestBlock | null,
  extras: readonly StoredExtra[] | undefined,
  groups: readonly StoredGroup[] | undefined,
  language: GuestLanguage,
): GuestBlock | null => {
  if (!block || !extras || block.Key !== 'food') return block;
  const shown = guestExtrasOf(extras, language);
  if (shown.extras.length === 0) return block;
  const grouped = guestExtraGroupsOf(groups ?? [], shown.extras, language);
  const fallback = [
    ...(shown.fallback ? ['Extras'] : []),
    ...(grouped.fallback ? ['ExtraGroups'] : []),
  ];
  return {
    ...block,
    Extras: shown.extras,
    ...(grouped.groups.length > 0 ? { ExtraGroups: grouped.groups } : {}),
    _fallback: fallback.length > 0 ? [...block._fallback, ...fallback] : block._fallback,
  };
};

/**
 * A menu page: its translated, sanitized blocks are built once per menu Version, venue languages and
 * guest language; each request then only keeps the blocks shown at its instant and joins them.
 */
export class GuestPages {
  readonly #cache = new VersionedCache<string, CachedPage>(300);

  async page(
    db: Queryable,
    target: { readonly ws: number; readonly menu: GuestMenuRow; readonly includeExtras: boolean },
    language: GuestLanguage,
    when: { readonly at: Date; readonly timeZone: string },
    soldOutNow: () => Promise<SoldOutNow> = async () => NOTHING_SOLD_OUT,
  ): Promise<PageAnswer> {
    const { ws, menu, includeExtras } = target;
    const key = `${ws}|${menu.ID}|${language.lang}`;
    const extras = includeExtras ? menu.ExtrasVersion : 'none';
    // A move in the tree writes the menu's ORD, which the page's head shows, without a new Version.
    const version = `${menu.Version}|${menu.ORD}|${extras}|${language.languages.join(',')}`;
    let page = this.#cache.get(key, version);
    if (!page) {
      page = await this.#build(db, menu, language, includeExtras);
      this.#cache.set(key, version, page);
    }
    const shown =
      page.untimed ??
      page.blocks.filter((b) =>
        isBlockShownToGuest(b.hideMobile, b.availability, when.at, when.timeZone),
      );
    // Only a page with dishes reads what ran out: other pages stay one query.
    const soldOut = page.dishes ? await soldOutNow() : NOTHING_SOLD_OUT;
    const anyOut = soldOut.dishes.size > 0 || soldOut.extras.size > 0;
    const usual = page.untimed !== null || shown.length === page.blocks.length;
    if (!usual || anyOut)
      return { ...answerOf(page, shown, `${key}|${version}`, soldOut), lasting: false };
    page.whole ??= {
      ...answerOf(page, shown, `${key}|${version}`, soldOut),
      lasting: page.untimed !== null && !page.dishes,
    };
    return page.whole;
  }

  async #build(
    db: Queryable,
    menu: GuestMenuRow,
    language: GuestLanguage,
    includeExtras: boolean,
  ): Promise<CachedPage> {
    const ctx = guestContextOf(language);
    const contents = await listContents(db, menu.ID);
    const dishIds = contents.map((c) => c.ID);
    const [extrasOf, groupsOf] = includeExtras
      ? await Promise.all([
          listExtrasOf(db, dishIds).then(groupByDish),
          listGroupsOf(db, dishIds).then(groupByDish),
        ])
      : [new Map<number, StoredExtra[]>(), new Map<number, StoredGroup[]>()];
    const blocks: CachedBlock[] = [];
    for (const content of contents) {
      const block = withExtras(
        guestBlockOf(content, ctx),
        extrasOf.get(content.ID),
        groupsOf.get(content.ID),
        language,
      );
      if (block)
        blocks.push({
          ID: content.ID,
          dish: block.Key === 'food',
          extraIds: (extrasOf.get(content.ID) ?? []).map((e) => e.ID),
          hideMobile: content.HideMobile ?? false,
          availability: availabilityOf(content),
          json: JSON.stringify(block),
        });
    }
    const { Menus: _submenus, ...head } = guestMenuOf(menu, ctx);
    const timed = blocks.some((b) => b.availability !== null);
    const untimed = timed ? null : blocks.filter((b) => !b.hideMobile);
    return { head: JSON.stringify(head), blocks, untimed, dishes: blocks.some((b) => b.dish) };
  }
}
