import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/session.ts';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { aMenu, textBlock, titleBlock } from '../../test/fixtures.ts';
import { contentsOf, useMenuEditorStore } from './store.ts';

const store = () => useMenuEditorStore.getState();
const ctx = { languages: ['es', 'en', 'de'] };

describe('menu editor store', () => {
  beforeEach(() => {
    setToken('staff-token');
    store().load('12', aMenu(), [titleBlock(11, 4, 'Hola'), textBlock(10, 1, 'Texto')]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    store().reset();
  });

  it('loads blocks in ORD order, unmodified', () => {
    expect(store().order).toEqual(['10', '11']);
    expect(store().modified).toBe(false);
  });

  it('adds a block at ORD max + 1 with its type defaults and marks the draft modified', () => {
    const key = store().addBlock(2, ctx);
    expect(key).toMatch(/^new_/);
    const block = store().blocks[key ?? ''];
    expect(block).toMatchObject({ ID: key, Type: 2, MenuID: 5, ORD: 5 });
    expect(block?.Title).toEqual({ es: '', en: '', de: '' });
    expect(store().order.at(-1)).toBe(key);
    expect(store().modified).toBe(true);
  });

  it('adds a block of a type without a schema yet, with the common fields only', () => {
    const key = store().addBlock(9999, ctx) ?? '';
    expect(store().blocks[key]).toMatchObject({ Type: 9999, ORD: 5, IsNew: true });
    expect(store().order).toHaveLength(3);
  });

  it('edits one block without touching the others or the list', () => {
    const before = store();
    store().updateBlock('11', { Title: { es: 'Adiós', en: '', de: '' } });
    const after = store();
    expect(after.blocks['11']?.Title).toEqual({ es: 'Adiós', en: '', de: '' });
    expect(after.blocks['10']).toBe(before.blocks['10']);
    expect(after.order).toBe(before.order);
    expect(after.modified).toBe(true);
  });

  it('marks the draft modified when the menu name changes', () => {
    store().setMenuName({ es: 'Inicio', en: 'Home', de: '' });
    expect(store().menu?.Name.es).toBe('Inicio');
    expect(store().modified).toBe(true);
  });

  it('saves: sends the menu with its version and blocks, then takes the server ids', async () => {
    const key = store().addBlock(16, ctx) ?? '';
    store().updateBlock(key, { Text: { es: 'Nuevo', en: '', de: '' } });
    const { calls } = stubFetch(
      on('PUT', '/api/menus/12', () =>
        json(200, { newID: 5, menus: [], contents: [{ oldID: key, newID: 101 }], Version: 4 }),
      ),
    );

    await expect(store().save()).resolves.toEqual({ kind: 'saved', menuId: 5, wasNew: false });

    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ ID: 5, Version: 3, Name: aMenu().Name });
    expect(body.Content).toEqual([
      expect.objectContaining({ ID: 10 }),
      expect.objectContaining({ ID: 11 }),
      expect.objectContaining({ ID: key, Type: 16, ORD: 5 }),
    ]);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer staff-token');

    const state = store();
    expect(state.order).toEqual(['10', '11', '101']);
    expect(state.blocks['101']).toMatchObject({ ID: 101, Text: { es: 'Nuevo', en: '', de: '' } });
    expect(state.blocks['101']?.IsNew).toBeUndefined();
    expect(state.menu?.Version).toBe(4);
    expect(state.modified).toBe(false);
    expect(state.saving).toBe(false);
  });

  it('keeps the draft on a 409 conflict', async () => {
    const key = store().addBlock(2, ctx) ?? '';
    store().updateBlock('10', { Text: { es: 'Mío', en: '', de: '' } });
    const draft = contentsOf(store());
    stubFetch(on('PUT', '/api/menus/12', () => apiError(409, 'stale_version')));

    await expect(store().save()).resolves.toEqual({ kind: 'conflict' });

    expect(contentsOf(store())).toEqual(draft);
    expect(store().blocks[key]).toBeDefined();
    expect(store().menu?.Version).toBe(3);
    expect(store().modified).toBe(true);
    expect(store().saving).toBe(false);
  });

  it('keeps the draft on any other failure', async () => {
    store().setMenuName({ es: 'Inicio', en: '', de: '' });
    stubFetch(() => apiError(400, 'invalid_input', 'Invalid', ['Content.0.Title']));
    const outcome = await store().save();
    expect(outcome).toMatchObject({ kind: 'failed', error: { status: 400 } });
    expect(store().menu?.Name.es).toBe('Inicio');
    expect(store().modified).toBe(true);
  });

  it('uses the common owner in common-menus mode', async () => {
    store().load('0000', aMenu({ ID: 8 }), []);
    const { calls } = stubFetch(
      on('PUT', '/api/menus/0000', () =>
        json(200, { newID: 8, menus: [], contents: [], Version: 1 }),
      ),
    );
    await store().save();
    expect(calls).toHaveLength(1);
  });
});

describe('menu editor store: saving menus and submenus', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    store().reset();
  });

  it('sends only the new submenus and takes their server ids', async () => {
    setToken('staff-token');
    store().load('12', aMenu({ Type: 1, Menus: [aMenu({ ID: 6, ParentID: 5 })] }), []);
    store().addSubmenu('es', ['es', 'en']);
    const { calls } = stubFetch(
      on('PUT', '/api/menus/12', () =>
        json(200, { newID: 5, menus: [{ oldID: 'new_1', newID: 40 }], contents: [], Version: 4 }),
      ),
    );
    await store().save();
    expect(calls[0]?.body).toHaveProperty('Menus', [
      expect.objectContaining({ ID: 'new_1', IsNew: true, ParentID: 5, ORD: 1 }),
    ]);
    expect(store().submenus.map((s) => s.ID)).toEqual([6, 40]);
    expect(store().submenus[1]?.IsNew).toBeUndefined();
  });

  it("a new menu is sent as 'new' with IsNew and answers that it was new", async () => {
    setToken('staff-token');
    const { ID: _id, Version: _v, Menus: _m, ...fields } = aMenu({ Type: null });
    store().loadNew('12', { ...fields, ID: 'new', IsNew: true });
    const { calls } = stubFetch(
      on('PUT', '/api/menus/12', () =>
        json(200, { newID: 31, menus: [], contents: [], Version: 1 }),
      ),
    );
    await expect(store().save()).resolves.toEqual({ kind: 'saved', menuId: 31, wasNew: true });
    expect(calls[0]?.body).toMatchObject({ ID: 'new', IsNew: true });
    expect(calls[0]?.body).not.toHaveProperty('Version');
    expect(store().menu).toMatchObject({ ID: 31, IsNew: false, Version: 1 });
  });

  it('remembers a 400 with the keys of the blocks it sent, for naming them', async () => {
    setToken('staff-token');
    store().load('12', aMenu(), [titleBlock(11, 0)]);
    stubFetch(() => apiError(400, 'invalid_input', 'bad', ['Content.0.Title.es']));
    await store().save();
    expect(store().failure?.sentKeys).toEqual(['11']);
    expect(store().failure?.error.fields).toEqual(['Content.0.Title.es']);
  });
});
