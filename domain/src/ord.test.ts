import { describe, expect, it } from 'vitest';
import {
  displayPosition,
  maxOrd,
  nextOrd,
  reindexAfterDrag,
  shiftOrdFrom,
  sortByOrd,
} from './ord.ts';

type Item = { id: string; ORD: number };
const items = (...ords: number[]): Item[] =>
  ords.map((ORD, i) => ({ id: String.fromCharCode(97 + i), ORD }));
const ids = (list: readonly Item[]) => list.map((i) => i.id).join('');
const ords = (list: readonly Item[]) => list.map((i) => i.ORD);

describe('nextOrd', () => {
  it('empty list gives 0', () => {
    expect(nextOrd([])).toBe(0);
  });

  it('max + 1, with gaps and unsorted input', () => {
    expect(nextOrd(items(0, 1, 2))).toBe(3);
    expect(nextOrd(items(7, 2, 40, 5))).toBe(41);
    expect(nextOrd(items(5))).toBe(6);
  });
});

describe('maxOrd', () => {
  it('empty list gives -1', () => {
    expect(maxOrd([])).toBe(-1);
  });

  it('highest ORD, whatever the order', () => {
    expect(maxOrd(items(3, 9, 1))).toBe(9);
    expect(maxOrd(items(0))).toBe(0);
  });
});

describe('shiftOrdFrom', () => {
  it('only ORD >= position shift by +1', () => {
    expect(ords(shiftOrdFrom(items(0, 1, 2, 3), 2))).toEqual([0, 1, 3, 4]);
    expect(ords(shiftOrdFrom(items(5, 0, 3), 3))).toEqual([6, 0, 4]);
  });

  it('position 0 shifts everything, position past the end shifts nothing', () => {
    expect(ords(shiftOrdFrom(items(0, 1), 0))).toEqual([1, 2]);
    expect(ords(shiftOrdFrom(items(0, 1), 2))).toEqual([0, 1]);
  });

  it('input not mutated', () => {
    const list = items(0, 1, 2);
    const copy = JSON.parse(JSON.stringify(list));
    const shifted = shiftOrdFrom(list, 1);
    expect(list).toEqual(copy);
    expect(shifted).not.toBe(list);
    expect(shifted[1]).not.toBe(list[1]);
  });

  it('other fields are kept', () => {
    expect(shiftOrdFrom(items(0, 1), 1)).toEqual([
      { id: 'a', ORD: 0 },
      { id: 'b', ORD: 2 },
    ]);
  });
});

describe('reindexAfterDrag', () => {
  it('moving first to last', () => {
    const result = reindexAfterDrag(items(0, 1, 2, 3), 0, 3);
    expect(ids(result)).toBe('bcda');
    expect(ords(result)).toEqual([0, 1, 2, 3]);
  });

  it('moving last to first', () => {
    const result = reindexAfterDrag(items(0, 1, 2, 3), 3, 0);
    expect(ids(result)).toBe('dabc');
    expect(ords(result)).toEqual([0, 1, 2, 3]);
  });

  it('moving a middle item', () => {
    expect(ids(reindexAfterDrag(items(0, 1, 2, 3), 1, 2))).toBe('acbd');
    expect(ids(reindexAfterDrag(items(0, 1, 2, 3), 2, 1))).toBe('acbd');
  });

  it('ORDs become 0..n-1 indices, gaps closed', () => {
    const result = reindexAfterDrag(items(3, 10, 20), 0, 0);
    expect(ids(result)).toBe('abc');
    expect(ords(result)).toEqual([0, 1, 2]);
  });

  it('sorts by ORD first: indices are positions in ORD order', () => {
    // a=30, b=10, c=20 → shown as b, c, a; dragging index 0 (b) to index 2.
    const result = reindexAfterDrag(items(30, 10, 20), 0, 2);
    expect(ids(result)).toBe('cab');
    expect(ords(result)).toEqual([0, 1, 2]);
  });

  it('out-of-range to clamps to the ends', () => {
    expect(ids(reindexAfterDrag(items(0, 1, 2), 0, 99))).toBe('bca');
    expect(ids(reindexAfterDrag(items(0, 1, 2), 2, -5))).toBe('cab');
  });

  it('out-of-range from moves nothing but still reindexes', () => {
    const result = reindexAfterDrag(items(4, 8), 7, 0);
    expect(ids(result)).toBe('ab');
    expect(ords(result)).toEqual([0, 1]);
  });

  it('input not mutated', () => {
    const list = items(0, 1, 2);
    const copy = JSON.parse(JSON.stringify(list));
    reindexAfterDrag(list, 0, 2);
    expect(list).toEqual(copy);
  });
});

describe('sortByOrd', () => {
  it('sorts ascending by ORD without mutating the input', () => {
    const list = items(2, 0, 1);
    expect(ids(sortByOrd(list))).toBe('bca');
    expect(ids(list)).toBe('abc');
  });

  it('is stable for equal ORDs', () => {
    expect(ids(sortByOrd(items(1, 0, 1, 0)))).toBe('bdac');
  });
});

describe('displayPosition', () => {
  it('shows ORD 0 as position 1, and so on: people count from 1', () => {
    expect(displayPosition(0)).toBe(1);
    expect(displayPosition(4)).toBe(5);
  });
});
