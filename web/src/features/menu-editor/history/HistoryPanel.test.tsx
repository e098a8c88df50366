import type { Content } from '@carta/domain';
import type { MenuChangeSummary } from '@carta/domain/revisions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, type RecordedCall } from '../../../test/fetchStub.ts';
import { aMenu, titleBlock } from '../../../test/fixtures.ts';
import { useMenuEditorStore } from '../store.ts';
import { renderEditor } from '../testing.tsx';

const summary = (patch: Partial<MenuChangeSummary>): MenuChangeSummary => ({
  kind: 'changed',
  blocks: 2,
  added: 0,
  removed: 0,
  edited: 0,
  moved: 0,
  fields: [],
  ...patch,
});

let serverContents: Content[];
let puts: RecordedCall[];

/** Revision 1: the menu as first saved, with a block (10) deleted since; revision 2: today's. */
const start = (conflict = false) => {
  puts = [];
  return renderEditor({
    hash: '#/menus/5',
    menus: () => [aMenu()],
    contents: { 5: () => serverContents },
    routes: [
      on('GET', '/api/menus/12/5/revisions', () =>
        json(200, {
          data: [
            {
              ID: 2,
              CreatedAt: '2026-11-24T09:30:00.000Z',
              UserName: 'Ana',
              Summary: summary({ added: 1, removed: 1, fields: ['Name', 'BGColor', 'TextColor'] }),
            },
            {
              ID: 1,
              CreatedAt: '2026-11-23T08:00:00.000Z',
              UserName: 'Lucía Pérez',
              Summary: summary({ kind: 'created', added: 2 }),
            },
          ],
          total: 2,
        }),
      ),
      on('GET', '/api/menus/12/5/revisions/1', () =>
        json(200, {
          ID: 1,
          MenuID: 5,
          CreatedAt: '2026-11-23T08:00:00.000Z',
          UserName: 'Lucía Pérez',
          Summary: summary({ kind: 'created', added: 2 }),
          Snapshot: {
            Menu: aMenu({ Name: { es: 'Bienvenida antigua', en: '', de: '' }, Version: 1 }),
            Content: [titleBlock(11, 0, 'Antes'), titleBlock(10, 1, 'Borrado')],
          },
        }),
      ),
      on('PUT', '/api/menus/12', (call) => {
        puts.push(call);
        if (conflict) return apiError(409, 'conflict', 'saved by someone else');
        return json(200, {
          newID: 5,
          menus: [],
          contents: [{ oldID: (call.body as { Content: Content[] }).Content[1]?.ID, newID: 14 }],
          Version: 4,
        });
      }),
    ],
  });
};

const openHistory = async () => {
  await screen.findByRole('textbox', { name: 'Nombre del menú' }, { timeout: 10_000 });
  await userEvent.click(await screen.findByRole('button', { name: 'Historial' }));
  return screen.findByRole('dialog', { name: 'Historial de versiones' });
};

describe('menu history panel', () => {
  beforeAll(() => import('../../../blocks/title/Editor.tsx'));
  beforeEach(() => {
    serverContents = [titleBlock(11, 0, 'Hola'), titleBlock(12, 1, 'Nuevo')];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
  });

  it('lists the revisions newest first with their author and a summary', async () => {
    start();
    const panel = await openHistory();
    const rows = await within(panel).findAllByTestId('revision');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1 bloque añadido, 1 eliminado, cambios en: nombre, colores');
    expect(rows[0]).toHaveTextContent('por Ana');
    expect(rows[1]).toHaveTextContent('Menú creado con 2 bloques');
    expect(rows[1]).toHaveTextContent('por Lucía Pérez');
    // Local date and time, in the interface language.
    expect(rows[1]).toHaveTextContent(/23 nov 2026/);
  });

  it('restores a revision as an unsaved draft that Save then stores', async () => {
    start();
    expect(await screen.findByRole('textbox', { name: 'Nombre del menú' })).toHaveValue(
      'Bienvenida',
    );
    const panel = await openHistory();
    const [, first] = await within(panel).findAllByTestId('revision');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: /Restaurar/ }));

    expect(await screen.findByText(/No se guardará hasta que pulse Guardar/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Nombre del menú' })).toHaveValue(
      'Bienvenida antigua',
    );
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Título Posición 2' });
    expect(await within(card).findByRole('textbox', { name: 'Título' })).toHaveValue('Borrado');
    expect(puts).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const body = puts[0]?.body as { Version: number; Content: Content[]; RemovedContent: number[] };
    // The menu's current Version: someone else's save in between still answers 409.
    expect(body.Version).toBe(3);
    expect(body.Content[0]).toMatchObject({ ID: 11, Title: { es: 'Antes' } });
    expect(String(body.Content[1]?.ID)).toMatch(/^new_/);
    expect(body.Content[1]).toMatchObject({ IsNew: true, MenuID: 5, Title: { es: 'Borrado' } });
    expect(body.RemovedContent).toEqual([12]);
    await waitFor(() => expect(useMenuEditorStore.getState().removedBlocks).toEqual([]));
  });

  it('asks before replacing unsaved edits, and keeps them when the user declines', async () => {
    start();
    const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
    await userEvent.type(name, ' y más');
    const panel = await openHistory();
    const [, first] = await within(panel).findAllByTestId('revision');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: /Restaurar/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Restaurar esta versión' });
    expect(confirm).toHaveTextContent('Tiene cambios sin guardar');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Cerrar el historial' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Nombre del menú' })).toHaveValue(
      'Bienvenida y más',
    );

    const again = await openHistory();
    const [, row] = await within(again).findAllByTestId('revision');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: /Restaurar/ }));
    const ask = await screen.findByRole('dialog', { name: 'Restaurar esta versión' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nombre del menú' })).toHaveValue(
        'Bienvenida antigua',
      ),
    );
  });

  it('keeps the restored draft when someone else saved in between (409)', async () => {
    start(true);
    const panel = await openHistory();
    const [, first] = await within(panel).findAllByTestId('revision');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: /Restaurar/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nombre del menú' })).toHaveValue(
        'Bienvenida antigua',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Otra persona ha guardado este menú/)).toBeInTheDocument();
    expect(puts[0]?.body).toMatchObject({ Version: 3 });
    // Once the saving dialog has gone, the restored draft is still on screen.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nombre del menú' })).toHaveValue(
        'Bienvenida antigua',
      ),
    );
    expect(useMenuEditorStore.getState().removedBlocks).toEqual([12]);
    expect(useMenuEditorStore.getState().modified).toBe(true);
  });
});
