import type { Content } from '@carta/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/session.ts';
import { json, on, stubFetch } from '../../test/fetchStub.ts';
import { aMenu, titleBlock } from '../../test/fixtures.ts';
import { fieldsNeedingAttention, useMenuEditorStore } from './store.ts';

const store = () => useMenuEditorStore.getState();
const form = (ID: number, ORD: number, mail: string): Content => ({
  ID,
  MenuID: 5,
  Type: 29,
  ORD,
  FormDestinationMail: mail,
});
const element = () => null;

describe('menu editor store: fields needing attention', () => {
  beforeEach(() => {
    setToken('staff-token');
    store().load('12', aMenu(), [titleBlock(11, 0, 'Hola'), form(12, 1, 'a@b.es')]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    store().reset();
    for (const id of Object.keys(store().invalidFields)) store().clearInvalid(id);
  });

  it('none in a complete draft', () => {
    expect(fieldsNeedingAttention(store())).toEqual([]);
  });

  it('a reported field counts until it clears itself', () => {
    store().reportInvalid('f1', '11', { element });
    expect(fieldsNeedingAttention(store())).toMatchObject([{ block: '11', field: null }]);
    store().clearInvalid('f1');
    expect(fieldsNeedingAttention(store())).toEqual([]);
  });

  it('a draft rule finds a block whose editor is not on screen', () => {
    store().updateBlock('12', { FormDestinationMail: '' });
    expect(fieldsNeedingAttention(store())).toEqual([
      { block: '12', field: 'FormDestinationMail', element: null },
    ]);
  });

  it('the same field reported and found by a rule counts once, with its element', () => {
    store().updateBlock('12', { FormDestinationMail: '' });
    store().reportInvalid('f2', '12', { field: 'FormDestinationMail', element });
    const fields = fieldsNeedingAttention(store());
    expect(fields).toHaveLength(1);
    expect(fields[0]?.element).toBe(element);
  });

  it('lists the menu fields first, then the blocks in ORD order', () => {
    store().updateBlock('12', { FormDestinationMail: '' });
    store().reportInvalid('f3', '11', { element });
    store().setMenuFields({ IsTemp: true, Availability: null });
    expect(fieldsNeedingAttention(store()).map((f) => [f.block, f.field])).toEqual([
      [null, 'Availability.DateStart'],
      ['11', null],
      ['12', 'FormDestinationMail'],
    ]);
  });

  it('a block-level temporary availability without a start date needs attention', () => {
    store().updateBlock('11', { IsTemp: true });
    expect(fieldsNeedingAttention(store()).map((f) => f.field)).toEqual(['Availability.DateStart']);
  });

  it('loading the server copy keeps what mounted fields reported', () => {
    store().reportInvalid('f4', '11', { element });
    store().load('12', aMenu(), [titleBlock(11, 0, 'Hola')]);
    expect(fieldsNeedingAttention(store())).toHaveLength(1);
  });
});

describe('menu editor store: save refused while fields need attention', () => {
  beforeEach(() => {
    setToken('staff-token');
    store().load('12', aMenu(), [titleBlock(11, 0, 'Hola')]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const id of Object.keys(store().invalidFields)) store().clearInvalid(id);
    store().reset();
  });

  it('sends nothing, keeps the draft and answers how many', async () => {
    const { calls } = stubFetch(
      on('PUT', '/api/menus/12', () =>
        json(200, { newID: 5, menus: [], contents: [], Version: 4 }),
      ),
    );
    store().setMenuName({ es: 'Cambiado' });
    store().reportInvalid('f1', '11', { element });
    store().reportInvalid('f2', null, { element });
    expect(await store().save()).toEqual({ kind: 'invalid', count: 2 });
    expect(calls).toHaveLength(0);
    expect(store().modified).toBe(true);
    expect(store().menu?.Name).toEqual({ es: 'Cambiado' });
    expect(store().refusedSave).toBe(true);
  });

  it('saves once the fields are fixed, and forgets the refusal', async () => {
    const { calls } = stubFetch(
      on('PUT', '/api/menus/12', () =>
        json(200, { newID: 5, menus: [], contents: [], Version: 4 }),
      ),
    );
    store().reportInvalid('f1', '11', { element });
    await store().save();
    store().clearInvalid('f1');
    expect(await store().save()).toMatchObject({ kind: 'saved' });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(store().refusedSave).toBe(false);
  });
});
