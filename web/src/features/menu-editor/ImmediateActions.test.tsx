import type { Content } from '@carta/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, on, type RecordedCall, type Route } from '../../test/fetchStub.ts';
import { aMenu, staffUser, titleBlock } from '../../test/fixtures.ts';
import { useMenuEditorStore } from './store.ts';
import { renderEditor } from './testing.tsx';

/**
 * The actions stored at once (behaviour.md#editing) say so, and never drop what was typed and not yet saved: the
 * menu's name and another block's text typed before them reach the next Save intact.
 */
const blocks = (): Content[] => [
  titleBlock(11, 0, 'Hola'),
  titleBlock(12, 1, 'Medio'),
  titleBlock(13, 2, 'Fin'),
];
const savedMenu = () => json(200, { newID: 5, menus: [], contents: [], Version: 5 });

const start = (routes: Route[]) =>
  renderEditor({
    hash: '#/menus/5',
    menus: () => [aMenu()],
    contents: { 5: blocks },
    routes: [...routes, on('PUT', '/api/menus/12', savedMenu)],
  });

/** Typed and not saved: the menu's name and the text of the block at position 1. */
const typeEdits = async () => {
  const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
  await userEvent.type(name, ' y más');
  const middle = await screen.findByRole('region', { name: 'Título Posición 2' });
  await userEvent.type(await within(middle).findByRole('textbox', { name: 'Título' }), ' editado');
};

const expectEditsKept = async (calls: readonly RecordedCall[], Version: number) => {
  expect(screen.getByRole('textbox', { name: 'Nombre del menú' })).toHaveValue('Bienvenida y más');
  const middle = screen.getByRole('region', { name: /^Título Posición 2$/ });
  expect(within(middle).getByRole('textbox', { name: 'Título' })).toHaveValue('Medio editado');
  expect(useMenuEditorStore.getState().modified).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Menú guardado correctamente')).toBeInTheDocument();
  const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/menus/12');
  expect(put?.body).toMatchObject({
    Version,
    Name: { es: 'Bienvenida y más' },
    Content: expect.arrayContaining([
      expect.objectContaining({ ID: 12, Title: expect.objectContaining({ es: 'Medio editado' }) }),
    ]),
  });
};

describe('immediate actions say so and keep the unsaved draft', () => {
  beforeAll(() => import('../../blocks/title/Editor.tsx'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
  });

  it('hide on mobile: "Guardado" on the card; typed edits survive and are saved after', async () => {
    const { calls } = start([
      on('PUT', '/api/contents/13/hide-content', () =>
        json(200, { ID: 13, HideMobile: true, Version: 4 }),
      ),
    ]);
    await typeEdits();
    const last = await screen.findByRole('region', { name: 'Título Posición 3' });
    await userEvent.click(within(last).getByRole('button', { name: 'Ocultar en móvil' }));
    await waitFor(() => expect(within(last).getByRole('status')).toHaveTextContent('Guardado'));
    await expectEditsKept(calls, 4);
  });

  it('a new block hidden on mobile is a draft change: no "Guardado"', async () => {
    start([]);
    await screen.findByRole('region', { name: 'Título Posición 1' });
    const key = useMenuEditorStore.getState().cloneBlock('11') ?? '';
    const clone = await screen.findByRole('region', { name: /Título Posición 4/ });
    await userEvent.click(within(clone).getByRole('button', { name: 'Ocultar en móvil' }));
    await waitFor(() => expect(useMenuEditorStore.getState().blocks[key]?.HideMobile).toBe(true));
    expect(within(clone).getByRole('status')).toHaveTextContent('');
  });

  it('delete: says it was stored at once and that the rest still waits; edits survive', async () => {
    const { calls } = start([
      on('DELETE', '/api/contents/13', () => json(200, { affectedRows: 1, Version: 4 })),
    ]);
    await typeEdits();
    const last = await screen.findByRole('region', { name: 'Título Posición 3' });
    await userEvent.click(within(last).getByRole('button', { name: 'Eliminar contenido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText(
        'Contenido eliminado: guardado al momento. Sus demás cambios siguen pendientes de «Guardar».',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(useMenuEditorStore.getState().order).toEqual(['11', '12']));
    await expectEditsKept(calls, 4);
  });

  it('common-menu users: "Guardado" beside the field; typed edits survive', async () => {
    const admin = { ...staffUser, isAdmin: true };
    renderEditor({
      hash: '#/common-menus/8',
      menus: () => [aMenu()],
      contents: { 8: () => [] },
      setup: { user: admin },
      routes: [
        on('GET', '/api/menus/0000', () =>
          json(200, {
            data: [aMenu({ ID: 8, EnterpriseID: '0000', Name: { es: 'Común' } })],
            total: 1,
          }),
        ),
        on('GET', '/api/users', () => json(200, { data: [{ ID: 7, Name: 'Ana' }], total: 1 })),
        on('GET', '/api/menus/common/8/users', () => json(200, { data: [], total: 0 })),
        on('PUT', '/api/menus/common/8/users', () => json(200, { data: [{ ID: 7 }], total: 1 })),
      ],
    });
    const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
    await userEvent.type(name, ' nuevo');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Asignar' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Asignar usuarios' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ana' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((s) => s.textContent === 'Guardado')).toBe(true),
    );
    expect(name).toHaveValue('Común nuevo');
    expect(useMenuEditorStore.getState().modified).toBe(true);
  });
});
