// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aMenu, textBlock, titleBlock } from '../../test/fixtures.ts';
import { contentsOf, useMenuEditorStore } from './store.ts';

const store = () => useMenuEditorStore.getState();
const ctx = { languages: ['es', 'en', 'de'], bgColor: '#f4efe6' };
const ords = () => contentsOf(store()).map((c) => [c.ID, c.ORD]);

describe('menu editor store: blocks', () => {
  beforeEach(() => {
    store().load('12', aMenu(), [titleBlock(10, 0, 'A'), textBlock(11, 1, 'B'), titleBlock(12, 2)]);
  });
  afterEach(() => store().reset());

  it('inserts at a position, shifting every block with ORD >= it (behaviour.md#editing add-content save)', () => {
    store().insertBlock({ ID: 'new_x', MenuID: 5, Type: 2, ORD: 0 }, 1);
    expect(ords()).toEqual([
      [10, 0],
      ['new_x', 1],
      [11, 2],
      [12, 3],
    ]);
    expect(store().modified).toBe(true);
  });

  it('clones a block: deep copy, new id, ORD max + 1, new (behaviour.md#editing Clone)', () => {
    const key = store().cloneBlock('10') ?? '';
    const clone = store().blocks[key];
    expect(clone).toMatchObject({ Type: 2, ORD: 3, IsNew: true, Title: { es: 'A' } });
    expect(clone?.Title).not.toBe(store().blocks['10']?.Title);
    expect(store().order.at(-1)).toBe(key);
    expect(store().modified).toBe(true);
  });

  it('removes a block the server deleted without marking the draft modified', () => {
    store().removeBlock('11', true);
    expect(store().order).toEqual(['10', '12']);
    expect(store().modified).toBe(false);
  });

  it('removing a new block is an unsaved change', () => {
    const key = store().addBlock(2, ctx) ?? '';
    store().removeBlock(key, false);
    expect(store().order).toEqual(['10', '11', '12']);
    expect(store().modified).toBe(true);
  });

  it('hide on mobile: stored at once for saved blocks, an edit for new ones', () => {
    store().setHidden('10', true, true);
    expect(store().blocks['10']?.HideMobile).toBe(true);
    expect(store().modified).toBe(false);
    store().setHidden('10', false, false);
    expect(store().modified).toBe(true);
  });

  it('reorders by drag: every ORD becomes its list index (behaviour.md#editing)', () => {
    store().reorderBlocks(2, 0);
    expect(ords()).toEqual([
      [12, 0],
      [10, 1],
      [11, 2],
    ]);
    expect(store().modified).toBe(true);
  });

  it('type choice: type 1 makes an empty submenu list, another appends its block (behaviour.md#editing)', () => {
    store().load('12', aMenu({ Type: null }), []);
    store().openTypeSheet();
    const key = store().chooseType(16, ctx);
    expect(store().menu?.Type).toBe(0);
    expect(store().blocks[key ?? '']).toMatchObject({ Type: 16, ORD: 0 });
    expect(store().typeSheetOpen).toBe(false);

    store().load('12', aMenu({ Type: null }), []);
    expect(store().chooseType(1, ctx)).toBeUndefined();
    expect(store().menu?.Type).toBe(1);
    expect(store().submenus).toEqual([]);
    expect(store().order).toEqual([]);
  });

  it('closing the type sheet without a choice keeps 0 or 1, else resets Type to null', () => {
    store().openTypeSheet();
    store().closeTypeSheet();
    expect(store().menu?.Type).toBe(0);
    expect(store().typeSheetOpen).toBe(false);
    store().load('12', aMenu({ Type: null }), []);
    store().closeTypeSheet();
    expect(store().menu?.Type).toBeNull();
  });

  it('keeps the Version current after its own change, not after a stranger jump', () => {
    store().takeVersion(4);
    expect(store().menu?.Version).toBe(4);
    store().takeVersion(9);
    expect(store().menu?.Version).toBe(4);
  });

  it('opens the add-content dialog after the last block unless told where', () => {
    store().openAddContent();
    expect(store().addContentAt).toBe(3);
    store().openAddContent(0);
    expect(store().addContentAt).toBe(0);
    store().closeAddContent();
    expect(store().addContentAt).toBeNull();
  });
});

describe('menu editor store: submenus', () => {
  const withSubmenus = () =>
    aMenu({
      Type: 1,
      Menus: [aMenu({ ID: 6, ParentID: 5, ORD: 0 }), aMenu({ ID: 7, ParentID: 5, ORD: 1 })],
    });
  beforeEach(() => store().load('12', withSubmenus(), []));
  afterEach(() => store().reset());

  it("adds 'new_{n}' named 'Submenú' in the current locale, after the others (behaviour.md#editing)", () => {
    expect(store().addSubmenu('es', ['es', 'en'])).toBe('new_1');
    expect(store().addSubmenu('en', ['es', 'en'])).toBe('new_2');
    expect(store().submenus.at(-1)).toMatchObject({
      ID: 'new_2',
      Name: { en: 'Submenú', es: '' },
      ParentID: 5,
      ORD: 3,
      IsNew: true,
    });
    expect(store().modified).toBe(true);
  });

  it('reorders locally, answering the previous list to restore', () => {
    const previous = store().reorderSubmenus(1, 0);
    expect(store().submenus.map((s) => [s.ID, s.ORD])).toEqual([
      [7, 0],
      [6, 1],
    ]);
    expect(store().modified).toBe(false);
    store().restoreSubmenus(previous);
    expect(store().submenus.map((s) => s.ID)).toEqual([6, 7]);
  });
});
