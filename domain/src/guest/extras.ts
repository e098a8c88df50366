import { type GuestLanguage, resolveForGuest } from './resolve.ts';

/** A dish's extra as a guest reads it: its name in the guest's language, its price. */
export type GuestExtra = {
  readonly ID: number;
  readonly Name: string;
  readonly Price: number;
  /** Ran out for now: shown, not chosen. */
  readonly SoldOut?: true;
  /** Its modifier group (behaviour.md#extra-groups); absent: no group. */
  readonly GroupID?: number;
  /** What the option adds to the dish (EU list ids); absent: none declared. */
  readonly Allergens?: readonly number[];
};

/** A dish's modifier group as a guest reads it: its name in the guest's language and its rule. */
export type GuestExtraGroup = {
  readonly ID: number;
  readonly Name: string;
  readonly Min: number;
  readonly Max: number;
};

/** An extra as stored: its name still a translatable value. */
export type ExtraSource = {
  readonly ID: number;
  readonly Name: unknown;
  readonly Price: number;
  readonly GroupID?: number | null;
  readonly Allergens?: readonly number[];
};

/** A group as stored: its name still a translatable value. */
export type ExtraGroupSource = {
  readonly ID: number;
  readonly Name: unknown;
  readonly Min: number;
  readonly Max: number;
};

/**
 * A dish's extras for a guest, in their order: names resolved to the guest's language (with the
 * same fallback as every text), unnamed ones left out. `fallback` when a name is not in `lang`.
 */
export const guestExtrasOf = (
  extras: readonly ExtraSource[],
  language: GuestLanguage,
): { readonly extras: GuestExtra[]; readonly fallback: boolean } => {
  let fallback = false;
  const shown: GuestExtra[] = [];
  for (const extra of extras) {
    const name = resolveForGuest(extra.Name, language);
    if (!name.text) continue;
    fallback ||= name.fallback;
    shown.push({
      ID: extra.ID,
      Name: name.text,
      Price: extra.Price,
      ...(extra.GroupID != null ? { GroupID: extra.GroupID } : {}),
      ...(extra.Allergens?.length ? { Allergens: extra.Allergens } : {}),
    });
  }
  return { extras: shown, fallback };
};

/**
 * A dish's groups for a guest, in their order, those that hold at least one of the options shown
 * (an empty group asks nothing). A group unnamed in every language keeps its rule, with no name.
 */
export const guestExtraGroupsOf = (
  groups: readonly ExtraGroupSource[],
  extras: readonly GuestExtra[],
  language: GuestLanguage,
): { readonly groups: GuestExtraGroup[]; readonly fallback: boolean } => {
  let fallback = false;
  const used = new Set(extras.map((e) => e.GroupID));
  const shown: GuestExtraGroup[] = [];
  for (const group of groups) {
    if (!used.has(group.ID)) continue;
    const name = resolveForGuest(group.Name, language);
    fallback ||= name.fallback;
    shown.push({ ID: group.ID, Name: name.text, Min: group.Min, Max: group.Max });
  }
  return { groups: shown, fallback };
};
