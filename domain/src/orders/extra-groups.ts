/**
 * Modifier groups (behaviour.md#extra-groups): a dish's extras sorted into groups, each with how many
 * of its options a line takes ("Punto": exactly 1; "Salsas": up to 2; "Extras": 0–5). An extra with
 * no group is free, as every extra was before groups existed.
 */
export type ExtraGroupRule = { readonly ID: number; readonly Min: number; readonly Max: number };

/** An option as the rules read it: which group it belongs to (null: none). */
export type GroupedOption = { readonly ID: number; readonly GroupID?: number | null };

/** Groups one dish may have: a few steps to build a dish, not a form. */
export const EXTRA_GROUPS_MAX = 20;

/** How a group's rule reads to a guest: "Elija 1", "Hasta 2", "Entre 1 y 3". */
export type GroupRuleText =
  | { readonly kind: 'exactly'; readonly count: number }
  | { readonly kind: 'upTo'; readonly count: number }
  | { readonly kind: 'between'; readonly min: number; readonly max: number };

export const groupRuleText = ({ Min, Max }: Omit<ExtraGroupRule, 'ID'>): GroupRuleText =>
  Min === Max
    ? { kind: 'exactly', count: Max }
    : Min === 0
      ? { kind: 'upTo', count: Max }
      : { kind: 'between', min: Min, max: Max };

/** A group a line's choices break: fewer than Min chosen ('missing') or more than Max ('tooMany'). */
export type GroupBreach<G extends ExtraGroupRule = ExtraGroupRule> = {
  readonly group: G;
  readonly problem: 'missing' | 'tooMany';
  readonly chosen: number;
};

/**
 * The groups the chosen options break, in the groups' order. Options of no group, and ids that are
 * not options of the dish, count for no group (the caller refuses unknown ids on its own). A group
 * with no options asks nothing: it cannot be answered, and the dish must stay orderable.
 */
export const groupBreaches = <G extends ExtraGroupRule>(
  groups: readonly G[],
  options: readonly GroupedOption[],
  chosen: readonly number[],
): GroupBreach<G>[] => {
  const groupOf = new Map(options.map((o) => [o.ID, o.GroupID ?? null]));
  const counts = new Map<number, number>();
  for (const id of new Set(chosen)) {
    const group = groupOf.get(id);
    if (group != null) counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  const used = new Set(options.map((o) => o.GroupID ?? null));
  return groups.flatMap((group): GroupBreach<G>[] => {
    if (!used.has(group.ID)) return [];
    const count = counts.get(group.ID) ?? 0;
    if (count < group.Min) return [{ group, problem: 'missing', chosen: count }];
    if (count > group.Max) return [{ group, problem: 'tooMany', chosen: count }];
    return [];
  });
};

/** Whether one more option of this group may be chosen: below its Max. */
export const groupHasRoom = (
  group: ExtraGroupRule,
  options: readonly GroupedOption[],
  chosen: readonly number[],
): boolean =>
  options.filter((o) => o.GroupID === group.ID && chosen.includes(o.ID)).length < group.Max;

/**
 * `chosen` after a tap on `id`: off if it was on; on if its group has room. A group of exactly one
 * swaps its choice instead (as a radio does), so a guest never has to untick first.
 */
export const toggleGroupedChoice = (
  groups: readonly ExtraGroupRule[],
  options: readonly GroupedOption[],
  chosen: readonly number[],
  id: number,
): number[] => {
  if (chosen.includes(id)) return chosen.filter((c) => c !== id);
  const groupId = options.find((o) => o.ID === id)?.GroupID ?? null;
  const group = groupId === null ? undefined : groups.find((g) => g.ID === groupId);
  if (!group || groupHasRoom(group, options, chosen)) return [...chosen, id];
  if (group.Max !== 1) return [...chosen];
  const inGroup = new Set(options.filter((o) => o.GroupID === group.ID).map((o) => o.ID));
  return [...chosen.filter((c) => !inGroup.has(c)), id];
};

/** A group as an order line keeps it: its name then and its place among the dish's groups. */
export type ChoiceGroup<N> = { readonly ID: number; readonly Name: N; readonly ORD: number };

/** One heading of a line's choices: its group (null: options of no group) and its options. */
export type ChoiceSection<E, N> = { readonly group: ChoiceGroup<N> | null; readonly choices: E[] };

/**
 * A line's choices grouped for a ticket, the desk or the kitchen: groups in the dish's order, each
 * option in the order it was chosen; options of no group (all of them on lines ordered before
 * groups existed) come last, under no heading.
 */
export const choicesByGroup = <N, E extends { readonly Group?: ChoiceGroup<N> | null }>(
  choices: readonly E[],
): ChoiceSection<E, N>[] => {
  const sections = new Map<number | null, ChoiceSection<E, N>>();
  for (const choice of choices) {
    const group = choice.Group ?? null;
    const key = group?.ID ?? null;
    const section = sections.get(key) ?? { group, choices: [] };
    section.choices.push(choice);
    sections.set(key, section);
  }
  return [...sections.values()].sort((a, b) => {
    if (a.group === null || b.group === null) return a.group === null ? 1 : -1;
    return a.group.ORD - b.group.ORD || a.group.ID - b.group.ID;
  });
};
