import { describe, expect, it } from 'vitest';
import {
  canReorderBlocks,
  cloneBlock,
  createBlock,
  insertBlockAt,
  insertPositionAt,
  isNewBlock,
  moveOrd,
} from './menu-editing.ts';
import { block, ids, ords } from './menus.fixtures.ts';

const ctx = { languages: ['es', 'en'], bgColor: '#f4efe6' };

describe('createBlock (behaviour.md#menu-editor picking a type creates default content at the position)', () => {
  it("a type with a schema gets its defaults, a local 'new_' id and IsNew", () => {
    const created = createBlock(2, 5, 3, ctx);
    expect(created).toMatchObject({ MenuID: 5, Type: 2, ORD: 3, HideMobile: false, IsNew: true });
    expect(created.Title).toEqual({ es: '', en: '' });
    expect(String(created.ID)).toMatch(/^new_/);
  });

  it('a type without a schema yet gets the common fields only', () => {
    // An id no schema will ever have: the catalogue grows schemas while this rule stays.
    const created = createBlock(9999, 5, 0, ctx);
    expect(Object.keys(created).sort()).toEqual([
      'HideMobile',
      'ID',
      'IsNew',
      'MenuID',
      'ORD',
      'Type',
    ]);
  });

  it('two blocks never share an id', () => {
    expect(createBlock(2, 5, 0, ctx).ID).not.toBe(createBlock(2, 5, 0, ctx).ID);
  });
});

describe('insertBlockAt (behaviour.md#editing add-content save)', () => {
  it('every block with ORD >= position shifts by +1 and the new one takes the position', () => {
    const result = insertBlockAt([block(1, 0), block(2, 1), block(3, 2)], block('n', 99), 1);
    expect(ids(result)).toEqual([1, 'n', 2, 3]);
    expect(ords(result)).toEqual([0, 1, 2, 3]);
  });

  it('at the top shifts everything', () => {
    const result = insertBlockAt([block(1, 0), block(2, 1)], block('n', 5), 0);
    expect(ids(result)).toEqual(['n', 1, 2]);
    expect(ords(result)).toEqual([0, 1, 2]);
  });

  it('past the end shifts nothing; with gaps only ORD >= position moves', () => {
    expect(ords(insertBlockAt([block(1, 0), block(2, 1)], block('n', 0), 2))).toEqual([0, 1, 2]);
    const gaps = insertBlockAt([block(1, 2), block(2, 6)], block('n', 0), 4);
    expect(ids(gaps)).toEqual([1, 'n', 2]);
    expect(ords(gaps)).toEqual([2, 4, 7]);
  });

  it('a negative position means the top', () => {
    expect(ids(insertBlockAt([block(1, 0)], block('n', 0), -3))).toEqual(['n', 1]);
  });
});

describe('insertPositionAt (the insert-plus between blocks)', () => {
  it("the plus before a block inserts at that block's ORD", () => {
    const list = [block(1, 4), block(2, 0), block(3, 9)];
    expect(insertPositionAt(list, 0)).toBe(0);
    expect(insertPositionAt(list, 1)).toBe(4);
    expect(insertPositionAt(list, 2)).toBe(9);
  });

  it('past the last block: after it', () => {
    expect(insertPositionAt([block(1, 0), block(2, 6)], 2)).toBe(7);
    expect(insertPositionAt([], 0)).toBe(0);
  });
});

describe('cloneBlock (behaviour.md#editing Clone)', () => {
  it('deep copy, new local id, ORD = highest + 1, IsNew', () => {
    const original = block(7, 1, { Title: { es: 'Hola' }, Times: [{ ID: 1, Title: { es: 'a' } }] });
    const clone = cloneBlock(original, [block(7, 1), block(8, 6)]);
    expect(clone).toMatchObject({ Type: 2, MenuID: 5, ORD: 7, IsNew: true, Title: { es: 'Hola' } });
    expect(String(clone.ID)).toMatch(/^new_/);
    expect(clone.Title).not.toBe(original.Title);
    expect(clone.Times).toEqual(original.Times);
    expect(clone.Times).not.toBe(original.Times);
  });

  it('drops the re-render key and legacy flags of the original', () => {
    const clone = cloneBlock(block(7, 0, { key: 'k', isNew: false }), []);
    expect(clone).not.toHaveProperty('key');
    expect(clone).not.toHaveProperty('isNew');
    expect(clone.ORD).toBe(0);
  });
});

describe('isNewBlock (behaviour.md#editing Content lifecycle)', () => {
  it("'new_' ids and IsNew/isNew flags are new; server ids are not", () => {
    expect(isNewBlock(block('new_a', 0))).toBe(true);
    expect(isNewBlock(block(3, 0, { IsNew: true }))).toBe(true);
    expect(isNewBlock(block(3, 0, { isNew: true }))).toBe(true);
    expect(isNewBlock(block(3, 0))).toBe(false);
  });
});

describe('moveOrd (behaviour.md#editing Move)', () => {
  it('the highest ORD among the contents, never below 0', () => {
    expect(moveOrd([block(1, 2), block(2, 8)])).toBe(8);
    expect(moveOrd([])).toBe(0);
  });
});

describe('canReorderBlocks (behaviour.md#scopes Permission 3)', () => {
  it('only a Permission list containing 3', () => {
    expect(canReorderBlocks([3])).toBe(true);
    expect(canReorderBlocks([1, 2, 3])).toBe(true);
    expect(canReorderBlocks([])).toBe(false);
    expect(canReorderBlocks([2, 16])).toBe(false);
    expect(canReorderBlocks(undefined)).toBe(false);
  });
});
