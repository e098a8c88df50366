import {
  type Availability,
  COMMON_OWNER,
  isAvailableAt,
  type Translatable,
  typeIdOfBlock,
} from '@carta/domain';
import { isMenuShownToGuest } from '@carta/domain/guest/index';
import type { OrderItemInput } from '@carta/domain/orders';
import { groupBreaches, stationOfLine, toMinor } from '@carta/domain/orders';
import { fromJson } from '../../db/dialect.ts';
import { InvalidInput } from '../../domain-errors.ts';
import {
  type DishRow,
  dishesQuery,
  type ExtraRow,
  extrasQuery,
} from '../../repos/dish-orders/dishes.ts';
import type { NewItem } from '../../repos/dish-orders/orders.ts';
import { type StoredGroup, toStored } from '../../repos/extra-groups.ts';
import { findGuestMenu } from '../../repos/guest.ts';
import { bool, type Queryable } from '../../repos/types.ts';

const FOOD = typeIdOfBlock('food');

/** Priced lines ready to store, or the behaviour.md#errors KO: something is out of its hours now. */
export type Resolved = { readonly items: NewItem[] } | { readonly outOfHours: true };

const extrasWithGroups = (rows: readonly ExtraRow[]) => {
  const groups = new Map<number, StoredGroup>();
  for (const r of rows)
    if (r.GroupID !== null && r.GroupName !== null && !groups.has(r.GroupID))
      groups.set(
        r.GroupID,
        toStored({
          ID: r.GroupID,
          MenuContentID: r.MenuContentID,
          Name: r.GroupName,
          Min: r.GroupMin ?? 0,
          Max: r.GroupMax ?? 0,
          ORD: r.GroupORD ?? 0,
        }),
      );
  const ordered = [...groups.values()].sort((a, b) => a.ORD - b.ORD || a.ID - b.ID);
  return { extras: rows, groups: ordered };
};

/**
 * A group's name for a message to staff and guests: each language's name once, Spanish (the
 * default language) first, so the guest finds theirs whatever the device shows.
 */
const nameOf = (group: StoredGroup): string => {
  const { es, ...rest } = group.Name as Record<string, unknown>;
  const names = [
    es,
    ...Object.keys(rest)
      .sort()
      .map((lang) => rest[lang]),
  ].filter((text): text is string => typeof text === 'string' && text.trim() !== '');
  return [...new Set(names)].join(' / ') || `#${group.ID}`;
};

/**
 * behaviour.md#extra-groups: the 400 for a line whose choices break a group of its dish, whatever
 * the client allowed; it names the group and what it asks.
 */
const checkGroups = (
  i: number,
  groups: readonly StoredGroup[],
  options: readonly { readonly ID: number; readonly GroupID: number | null }[],
  chosen: readonly number[],
) => {
  const [breach] = groupBreaches(groups, options, chosen);
  if (!breach) return;
  const { group, problem } = breach;
  const rule =
    problem === 'missing' ? `choose at least ${group.Min}` : `choose at most ${group.Max}`;
  throw new InvalidInput(`the choices break the group "${nameOf(group)}": ${rule}`, [
    `Items.${i}.Extras`,
  ]);
};

/** A menu's own and its parent's visibility: what ordering from it depends on. */
type Visibility = { readonly IsTemp: boolean; readonly Availability: Availability | null };
/** A menu guests of the venue may order from (reachable, not private), with its parents' hours. */
type MenuReach = { readonly menus: readonly Visibility[] } | null;

/**
 * Which of the dishes' menus guests of `ws` may order from: the venue's own menus (a submenu has
 * its parent's owner), read with the dishes; a common menu also needs its assignment to the venue.
 */
const reachOf = async (q: Queryable, ws: number, dishes: readonly DishRow[]) => {
  const reach = new Map<number, MenuReach>();
  for (const m of dishes) {
    if (m.MenuFound === null || reach.has(m.MenuFound)) continue;
    if (m.MenuOwner !== String(ws)) {
      const found =
        m.MenuOwner === COMMON_OWNER ? (await findGuestMenu(q, ws, m.MenuFound))?.found : null;
      if (!found) continue;
    }
    const own = {
      IsTemp: bool(m.IsTemp),
      Availability: fromJson<Availability | null>(m.MenuAvailability, null),
    };
    if (m.ParentID === null) {
      reach.set(m.MenuFound, bool(m.Private) ? null : { menus: [own] });
      continue;
    }
    if (m.ParentFound === null || bool(m.Private) || bool(m.ParentPrivate)) continue;
    const parent = {
      IsTemp: bool(m.ParentIsTemp),
      Availability: fromJson<Availability | null>(m.ParentAvailability, null),
    };
    reach.set(m.MenuFound, { menus: [own, parent] });
  }
  return reach;
};

/** The dishes an order's items name, each once. */
export const dishIdsOf = (input: readonly OrderItemInput[]) => [
  ...new Set(input.map((i) => i.MenuContentID)),
];

/**
 * The order's lines priced from the database, never from the client (behaviour.md#ordering): each dish must
 * be a food block with a price in a menu the venue's guests can reach (its own, or a common menu
 * assigned to it), not hidden; each extra one of that dish's own. Those are 400s naming the item.
 * What is shown only at some hours (menu, parent menu, block) is judged at `at` on the venue's
 * clock: out of them, the KO of behaviour.md#errors.
 */
export const resolveItems = async (
  q: Queryable,
  ws: number,
  input: readonly OrderItemInput[],
  ctx: {
    readonly at: Date;
    readonly timeZone: string;
    readonly deviceId: string | null;
    /** The venue's currency: prices are stored as decimal numbers of it. */
    readonly currency: string;
  },
  /** dishesQuery's and extrasQuery's rows when read already (with other reads, in one statement). */
  read?: { readonly dishes: readonly DishRow[]; readonly extras: readonly ExtraRow[] },
): Promise<Resolved> => {
  const ids = dishIdsOf(input);
  const [dishes, extraRows] = read
    ? [read.dishes, read.extras]
    : await Promise.all([dishesQuery(q, ws, ids).execute(), extrasQuery(q, ids).execute()]);
  const { extras, groups } = extrasWithGroups(extraRows);
  const groupById = new Map(groups.map((g) => [g.ID, g]));
  const dishById = new Map(dishes.map((d) => [d.ID, d]));
  const reach = await reachOf(q, ws, dishes);

  // The line keeps its group as it is now: a ticket groups the choices even once the dish changes.
  const groupOf = (id: number | null) => {
    const group = id === null ? undefined : groupById.get(id);
    return group ? { ID: group.ID, Name: group.Name, ORD: group.ORD } : null;
  };
  const bad: string[] = [];
  let outOfHours = false;
  const items = input.flatMap((item, i): NewItem[] => {
    const field = `Items.${i}.MenuContentID`;
    const dish = dishById.get(item.MenuContentID);
    const ownerOk = dish && (dish.Owner === String(ws) || dish.Owner === COMMON_OWNER);
    const menus = dish ? reach.get(dish.MenuID) : null;
    const data = fromJson<Record<string, unknown>>(dish?.Data, {});
    const price = typeof data.FoodPrice === 'number' ? toMinor(data.FoodPrice, ctx.currency) : null;
    if (
      !dish ||
      !ownerOk ||
      dish.Type !== FOOD ||
      !menus ||
      bool(dish.HideMobile) ||
      price === null
    ) {
      bad.push(field);
      return [];
    }
    // The guest app's own rules (private menus were refused above): the same reading as its pages.
    const shownNow =
      menus.menus.every((m) =>
        isMenuShownToGuest({ ...m, Private: false }, ctx.at, ctx.timeZone),
      ) &&
      isAvailableAt(fromJson<Availability | null>(dish.Availability, null), ctx.at, ctx.timeZone);
    if (!shownNow) outOfHours = true;
    const chosen = item.Extras.map((id) =>
      extras.find((e) => e.ID === id && e.MenuContentID === dish.ID),
    );
    if (chosen.some((e) => e === undefined)) bad.push(`Items.${i}.Extras`);
    else
      checkGroups(
        i,
        groups.filter((g) => g.MenuContentID === dish.ID),
        extras.filter((e) => e.MenuContentID === dish.ID),
        item.Extras,
      );
    const line: NewItem = {
      MenuContentID: dish.ID,
      Name: fromJson<Translatable>(data.FoodName, {}),
      Quantity: item.Quantity,
      UnitPriceCents: price,
      Extras: chosen.flatMap((e) =>
        e
          ? [
              {
                ExtraID: e.ID,
                Name: fromJson<Translatable>(e.Name, {}),
                PriceCents: toMinor(Number(e.Price), ctx.currency) ?? 0,
                Group: groupOf(e.GroupID),
              },
            ]
          : [],
      ),
      Note: item.Note?.trim() || null,
      DeviceID: ctx.deviceId,
      StationID: stationOfLine({
        dish: dish.DishStation,
        section: dish.SectionStation,
        parentSection: dish.ParentStation,
      }),
    };
    return [line];
  });
  if (bad.length > 0)
    throw new InvalidInput(
      'dishes must be priced food blocks guests of this venue can see, extras of the same dish',
      bad,
    );
  return outOfHours ? { outOfHours } : { items };
};
