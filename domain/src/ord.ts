/** Anything positioned by an ORD column (contents, submenus). */
export type Ordered = { readonly ORD: number };

/** The ORD a block appended at the end gets: highest existing ORD + 1 (0 for an empty list). */
export const nextOrd = (items: readonly Ordered[]): number =>
  items.reduce((max, item) => Math.max(max, item.ORD), -1) + 1;

/** Highest ORD in a list (-1 when empty): where a moved block lands in its new menu (behaviour.md#editing Move). */
export const maxOrd = (items: readonly Ordered[]): number =>
  items.reduce((max, item) => Math.max(max, item.ORD), -1);

/** Make room for an insert at `position`: every item with ORD >= position moves down by one. */
export const shiftOrdFrom = <T extends Ordered>(items: readonly T[], position: number): T[] =>
  items.map((item) => (item.ORD >= position ? { ...item, ORD: item.ORD + 1 } : item));

/** After a drag from index `from` to index `to`, every item's ORD becomes its new list index. */
export const reindexAfterDrag = <T extends Ordered>(
  items: readonly T[],
  from: number,
  to: number,
): T[] => {
  const list = sortByOrd(items);
  const [moved] = list.splice(from, 1);
  if (moved === undefined) return list.map((item, index) => ({ ...item, ORD: index }));
  list.splice(Math.max(0, Math.min(to, list.length)), 0, moved);
  return list.map((item, index) => ({ ...item, ORD: index }));
};

export const sortByOrd = <T extends Ordered>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.ORD - b.ORD);

/** The position people read: ORD is stored from 0, a person counts from 1. */
export const displayPosition = (ord: number): number => ord + 1;
