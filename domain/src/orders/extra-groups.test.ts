import { describe, expect, it } from 'vitest';
import { extraGroupRuleSchema } from './extra-group-schema.ts';
import {
  choicesByGroup,
  groupBreaches,
  groupRuleText,
  toggleGroupedChoice,
} from './extra-groups.ts';

const PUNTO = { ID: 1, Name: 'Punto', Min: 1, Max: 1 };
const SALSAS = { ID: 2, Name: 'Salsas', Min: 0, Max: 2 };
const EXTRAS = { ID: 3, Name: 'Extras', Min: 0, Max: 5 };
const GROUPS = [PUNTO, SALSAS, EXTRAS];
// 10–12 punto, 20–23 salsas, 30–35 extras, 40 an option of no group.
const OPTIONS = [
  ...[10, 11, 12].map((ID) => ({ ID, GroupID: 1 })),
  ...[20, 21, 22, 23].map((ID) => ({ ID, GroupID: 2 })),
  ...[30, 31, 32, 33, 34, 35].map((ID) => ({ ID, GroupID: 3 })),
  { ID: 40, GroupID: null },
];

describe('groupBreaches', () => {
  it('"exactly 1": none chosen is missing, two are too many, one is right', () => {
    expect(groupBreaches(GROUPS, OPTIONS, [])).toEqual([
      { group: PUNTO, problem: 'missing', chosen: 0 },
    ]);
    expect(groupBreaches(GROUPS, OPTIONS, [10, 11])).toEqual([
      { group: PUNTO, problem: 'tooMany', chosen: 2 },
    ]);
    expect(groupBreaches(GROUPS, OPTIONS, [12])).toEqual([]);
  });

  it('"up to 2": none and two are fine, a third is too many', () => {
    expect(groupBreaches([SALSAS], OPTIONS, [])).toEqual([]);
    expect(groupBreaches([SALSAS], OPTIONS, [20, 21])).toEqual([]);
    expect(groupBreaches([SALSAS], OPTIONS, [20, 21, 22])).toEqual([
      { group: SALSAS, problem: 'tooMany', chosen: 3 },
    ]);
  });

  it('0–5: five fit, six do not', () => {
    expect(groupBreaches([EXTRAS], OPTIONS, [30, 31, 32, 33, 34])).toEqual([]);
    expect(groupBreaches([EXTRAS], OPTIONS, [30, 31, 32, 33, 34, 35])[0]?.problem).toBe('tooMany');
  });

  it('names every group broken, in the groups order, and counts a repeated id once', () => {
    const breaches = groupBreaches(GROUPS, OPTIONS, [20, 21, 22, 20]);
    expect(breaches.map((b) => b.group.Name)).toEqual(['Punto', 'Salsas']);
    expect(breaches[1]?.chosen).toBe(3);
  });

  it('old extras without a group are never limited', () => {
    const old = [{ ID: 1 }, { ID: 2 }, { ID: 3, GroupID: null }];
    expect(groupBreaches([], old, [1, 2, 3])).toEqual([]);
    expect(
      groupBreaches(
        [SALSAS],
        [...OPTIONS, ...old.map((o) => ({ ...o, ID: o.ID + 100 }))],
        [101, 102, 103],
      ),
    ).toEqual([]);
  });

  it('a group with no options asks nothing', () => {
    expect(groupBreaches([{ ID: 9, Min: 1, Max: 1 }], OPTIONS, [])).toEqual([]);
  });
});

describe('toggleGroupedChoice', () => {
  it('stops at Max: a third sauce is not added', () => {
    expect(toggleGroupedChoice(GROUPS, OPTIONS, [20, 21], 22)).toEqual([20, 21]);
    expect(toggleGroupedChoice(GROUPS, OPTIONS, [20], 21)).toEqual([20, 21]);
  });

  it('swaps the choice of a group of exactly one, and unticks', () => {
    expect(toggleGroupedChoice(GROUPS, OPTIONS, [10, 20], 11)).toEqual([20, 11]);
    expect(toggleGroupedChoice(GROUPS, OPTIONS, [10, 20], 10)).toEqual([20]);
  });

  it('leaves options of no group free', () => {
    expect(toggleGroupedChoice([], [{ ID: 1 }, { ID: 2 }], [1], 2)).toEqual([1, 2]);
  });
});

describe('groupRuleText', () => {
  it('reads exactly, up to and between', () => {
    expect(groupRuleText({ Min: 1, Max: 1 })).toEqual({ kind: 'exactly', count: 1 });
    expect(groupRuleText({ Min: 0, Max: 2 })).toEqual({ kind: 'upTo', count: 2 });
    expect(groupRuleText({ Min: 1, Max: 3 })).toEqual({ kind: 'between', min: 1, max: 3 });
  });
});

describe('extraGroupRuleSchema', () => {
  it('refuses Min above Max and a Max of 0', () => {
    expect(extraGroupRuleSchema.safeParse({ Min: 0, Max: 5 }).success).toBe(true);
    expect(extraGroupRuleSchema.safeParse({ Min: 3, Max: 2 }).success).toBe(false);
    expect(extraGroupRuleSchema.safeParse({ Min: 0, Max: 0 }).success).toBe(false);
  });
});

describe('choicesByGroup', () => {
  const punto = { ID: 1, Name: 'Punto', ORD: 0 };
  const salsas = { ID: 2, Name: 'Salsas', ORD: 1 };
  it('puts the groups in the dish order and options of no group last', () => {
    const sections = choicesByGroup([
      { ExtraID: 40, Group: null },
      { ExtraID: 21, Group: salsas },
      { ExtraID: 10, Group: punto },
      { ExtraID: 20, Group: salsas },
    ]);
    expect(sections.map((s) => s.group?.Name ?? null)).toEqual(['Punto', 'Salsas', null]);
    expect(sections[1]?.choices.map((c) => c.ExtraID)).toEqual([21, 20]);
  });

  it('keeps a line ordered before groups as one section of no group', () => {
    const old: { ExtraID: number; Group?: null }[] = [{ ExtraID: 1 }, { ExtraID: 2 }];
    const sections = choicesByGroup(old);
    expect(sections).toEqual([{ group: null, choices: [{ ExtraID: 1 }, { ExtraID: 2 }] }]);
    expect(choicesByGroup([])).toEqual([]);
  });
});
