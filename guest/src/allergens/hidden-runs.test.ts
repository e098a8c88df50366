// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hiddenDishRuns } from './hidden-runs.ts';

const title = (ID: number) => ({ ID, Key: 'title' });
const dish = (ID: number, FoodAllergens: number[]) => ({ ID, Key: 'food', FoodAllergens });

const shape = (runs: ReturnType<typeof hiddenDishRuns>) =>
  runs.map((run) => (run.kind === 'block' ? run.block.ID : run.blocks.map((b) => b.ID)));

describe('dishes the allergen filter hides, gathered where they were', () => {
  const menu = [
    title(1),
    dish(2, [1, 7]),
    dish(3, [7]),
    dish(4, []),
    dish(5, [1]),
    title(6),
    dish(7, [1]),
  ];

  it('gathers consecutive hidden dishes into one run, ended by any other block', () => {
    expect(shape(hiddenDishRuns(menu, { avoid: [1], hide: true }))).toEqual([
      1,
      [2],
      3,
      4,
      [5],
      6,
      [7],
    ]);
    expect(shape(hiddenDishRuns(menu, { avoid: [7, 1], hide: true }))).toEqual([
      1,
      [2, 3],
      4,
      [5],
      6,
      [7],
    ]);
  });

  it('hides nothing when the filter only marks, or avoids nothing', () => {
    const all = menu.map((b) => b.ID);
    expect(shape(hiddenDishRuns(menu, { avoid: [1, 7], hide: false }))).toEqual(all);
    expect(shape(hiddenDishRuns(menu, { avoid: [], hide: true }))).toEqual(all);
  });

  it('never hides a block that is not a dish, whatever fields it has', () => {
    const text = { ID: 9, Key: 'text', FoodAllergens: [1] };
    expect(shape(hiddenDishRuns([text], { avoid: [1], hide: true }))).toEqual([9]);
  });
});
