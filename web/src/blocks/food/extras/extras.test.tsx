import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, type RecordedCall, stubFetch } from '../../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../../testing.tsx';
import { Editor } from '../Editor.tsx';

type WireExtra = {
  ExtraID: number;
  MenuContentID: number;
  Name: string;
  Price: number;
  GroupID: number | null;
  Allergens: number[];
};
type SentExtra = Omit<WireExtra, 'ExtraID'> & { ExtraID: number | 'new' };

const DISH = 101;
const EXTRAS = `/api/public/dish-orders/12/extras/${DISH}`;
const SAVE = `/api/private/dish-orders/12/extras/${DISH}`;

const wire = (ExtraID: number, es: string, Price: number): WireExtra => ({
  ExtraID,
  MenuContentID: DISH,
  Name: JSON.stringify({ es, en: '' }),
  Price,
  GroupID: null,
  Allergens: [],
});

/** The dish-orders server as the editor sees it: the list it holds, and every call in order. */
const fakeServer = (initial: WireExtra[], options: { failSave?: boolean } = {}) => {
  let list = initial;
  let nextId = 50;
  const { calls } = stubFetch(
    on('GET', '/api/utils/allergens/12', () => json(200, { data: [], total: 0 })),
    on('GET', EXTRAS, () => json(200, { data: list, total: list.length })),
    on('GET', `/api/public/dish-orders/12/extra-groups/${DISH}`, () =>
      json(200, { data: [], total: 0 }),
    ),
    on('PUT', SAVE, (call: RecordedCall) => {
      if (options.failSave) return apiError(500, 'internal');
      list = (call.body as SentExtra[]).map((e) => ({
        ...e,
        ExtraID: e.ExtraID === 'new' ? nextId++ : e.ExtraID,
      }));
      return json(200, { data: list, total: list.length });
    }),
  );
  const extrasCalls = () =>
    calls.filter((c) => c.path === EXTRAS || c.path === SAVE).map((c) => `${c.method}`);
  const saved = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body as SentExtra[]);
  return { calls, extrasCalls, saved };
};

const openPanel = async () => {
  const view = renderEditor(Editor, contentOf('food'), { enterprise: { IncludeExtras: true } });
  await userEvent.click(screen.getByRole('button', { name: 'Extras' }));
  return { ...view, table: await screen.findByRole('table', { name: 'Extras' }) };
};

const dialog = () => screen.getByRole('dialog', { name: 'Extras' });
/** While the confirm dialog is up (or leaving), MUI hides the dialog below it from assistive tech. */
const confirmGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar eliminación' })).toBeNull());
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => row.textContent);

describe('food extras (behaviour.md#blocks, behaviour.md#editing)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the dish extras, Name as a link and the price, without reading them while closed', async () => {
    const server = fakeServer([wire(1, 'Queso', 1.5), wire(2, 'Bacon', 2)]);
    renderEditor(Editor, contentOf('food'), { enterprise: { IncludeExtras: true } });
    expect(server.extrasCalls()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Extras' }));
    const table = await screen.findByRole('table', { name: 'Extras' });
    await waitFor(() => expect(rows(table)).toEqual(['Queso1,50', 'Bacon2,00']));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Precio']);
    expect(within(table).getByRole('button', { name: 'Queso' })).toBeInTheDocument();
    expect(table.querySelector('tfoot')).toBeNull();
    expect(server.extrasCalls()).toEqual(['GET']);
  });

  it('adds an extra: saves the whole list, then reads it again', async () => {
    const server = fakeServer([wire(1, 'Queso', 1.5)]);
    const { table } = await openPanel();
    await within(table).findByRole('button', { name: 'Queso' });
    await userEvent.click(screen.getByRole('button', { name: 'Añadir extra' }));
    expect(within(dialog()).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Nombre' }), 'B');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /Precio/ }), '2,5');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.saved()).toEqual([
      [
        wire(1, 'Queso', 1.5),
        {
          ExtraID: 'new',
          MenuContentID: DISH,
          Name: '{"es":"B","en":""}',
          Price: 2.5,
          GroupID: null,
          Allergens: [],
        },
      ],
    ]);
    expect(server.extrasCalls()).toEqual(['GET', 'PUT', 'GET']);
    expect(rows(table)).toEqual(['Queso1,50', 'B2,50']);
    // Stored at once, not with the menu's Save: the list says so.
    expect(screen.getByRole('status')).toHaveTextContent('Guardado');
  });

  it('requires a price before saving a new extra', async () => {
    const server = fakeServer([]);
    await openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir extra' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(
      within(dialog()).getByText('Indique el precio del extra (0 si es gratis).'),
    ).toBeVisible();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /Precio/ }), '-1');
    expect(within(dialog()).getByText(/Introduzca un precio entre 0 y 1.000.000/)).toBeVisible();
    expect(server.saved()).toEqual([]);
  });

  it('edits an extra from its link: saves the whole list, then reads it again', async () => {
    const server = fakeServer([wire(1, 'Queso', 1.5), wire(2, 'Bacon', 2)]);
    const { table } = await openPanel();
    await userEvent.click(await within(table).findByRole('button', { name: 'Bacon' }));
    const price = within(dialog()).getByRole('textbox', { name: /Precio/ });
    expect(price).toHaveValue('2');
    await userEvent.clear(price);
    await userEvent.type(price, '3');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.saved()).toEqual([[wire(1, 'Queso', 1.5), wire(2, 'Bacon', 3)]]);
    expect(server.extrasCalls()).toEqual(['GET', 'PUT', 'GET']);
    expect(rows(table)).toEqual(['Queso1,50', 'Bacon3,00']);
  });

  it('deletes an extra after confirming: saves the list without it, then reads it again', async () => {
    const server = fakeServer([wire(1, 'Queso', 1.5), wire(2, 'Bacon', 2)]);
    const { table } = await openPanel();
    await userEvent.click(await within(table).findByRole('button', { name: 'Queso' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirmar eliminación' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await confirmGone();
    expect(server.saved()).toEqual([]);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirmar eliminación' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.saved()).toEqual([[wire(2, 'Bacon', 2)]]);
    expect(server.extrasCalls()).toEqual(['GET', 'PUT', 'GET']);
    expect(rows(table)).toEqual(['Bacon2,00']);
  });

  it('shows a translated error and keeps the list as it was when the save fails', async () => {
    const server = fakeServer([wire(1, 'Queso', 1.5)], { failSave: true });
    const { table } = await openPanel();
    await userEvent.click(await within(table).findByRole('button', { name: 'Queso' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirmar eliminación' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await confirmGone();
    expect(
      await within(dialog()).findByText(
        'No se pudieron guardar los extras. La lista sigue como estaba; inténtelo de nuevo.',
      ),
    ).toBeVisible();
    expect(server.extrasCalls()).toEqual(['GET', 'PUT']);
    expect(rows(table)).toEqual(['Queso1,50']);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows(table)).toEqual(['Queso1,50']);
  });

  it('closes the dialog with Escape, saving nothing', async () => {
    const server = fakeServer([wire(1, 'Queso', 1.5)]);
    const { table } = await openPanel();
    await userEvent.click(await within(table).findByRole('button', { name: 'Queso' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.saved()).toEqual([]);
  });

  it('reports the extras label as a JSON string and the only-one switch', async () => {
    fakeServer([]);
    const content = contentOf('food');
    const { patches } = await openPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Etiqueta de los extras' }), 'E');
    await userEvent.click(screen.getByRole('switch', { name: 'Solo se puede elegir un extra' }));
    expect(patches).toEqual([
      { FoodLabelExtras: JSON.stringify({ es: 'E', en: '' }) },
      { FoodOnlyOne: true },
    ]);
    for (const patch of patches) expectValidPatch('food', content, patch);
  });
});
