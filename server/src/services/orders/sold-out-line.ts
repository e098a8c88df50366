import type { Translatable } from '@carta/domain';
import { type SoldOutMark, soldOutAt } from '../../repos/dish-orders/sold-out.ts';
import type { Queryable } from '../../repos/types.ts';

/** What a line needs to be told sold out: its dish and its extras, with their names. */
type Line = {
  readonly MenuContentID: number;
  readonly Name: Translatable;
  readonly Extras: readonly { readonly ExtraID: number; readonly Name: Translatable }[];
};

const nameOf = (name: Translatable) =>
  name.es?.trim() || Object.values(name).find((t) => t?.trim() !== '') || '';

/**
 * The name of the first line whose dish or one of whose extras carries one of `marks`, if any
 * (behaviour.md#service-day): lines added before the mark count as much as new ones.
 */
export const soldOutLineIn = (
  marks: readonly SoldOutMark[],
  items: readonly Line[],
): string | null => {
  if (marks.length === 0) return null;
  const out = (kind: string, id: number) => marks.some((m) => m.Kind === kind && m.ID === id);
  for (const item of items) {
    if (out('dish', item.MenuContentID)) return nameOf(item.Name);
    const extra = item.Extras.find((e) => out('extra', e.ExtraID));
    if (extra) return `${nameOf(item.Name)} (${nameOf(extra.Name)})`;
  }
  return null;
};

/** soldOutLineIn with the venue's marks at `at` read first. */
export const soldOutLine = async (
  q: Queryable,
  ws: number,
  items: readonly Line[],
  at: Date,
): Promise<string | null> => soldOutLineIn(await soldOutAt(q, ws, at), items);
