import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPoint, fakePointsApi, POINTS_BASE, renderPoints } from './testing.tsx';

const many = (count: number) =>
  Array.from({ length: count }, (_, i) => aPoint(i + 1, `Mesa ${i + 1}`));

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('PointsScreen: list', () => {
  it('shows five points a page (behaviour.md#limits) and pages on', async () => {
    const api = fakePointsApi(many(7));
    const stub = renderPoints(api);
    await screen.findByRole('rowheader', { name: 'Mesa 1' });
    expect(rowNames()).toEqual(['Mesa 1', 'Mesa 2', 'Mesa 3', 'Mesa 4', 'Mesa 5']);
    const first = stub.calls.find((call) => call.path === `${POINTS_BASE}/`);
    expect(first?.query.get('item_per_page')).toBe('5');
    expect(first?.query.get('start_index')).toBe('0');

    await userEvent.click(screen.getByRole('button', { name: /siguiente|next/i }));
    await waitFor(() => expect(rowNames()).toEqual(['Mesa 6', 'Mesa 7']));
  });

  it('searches by name from the first page and says when nothing matches', async () => {
    renderPoints(
      fakePointsApi([aPoint(1, 'Terraza 1'), aPoint(2, 'Salón'), aPoint(3, 'Terraza 2')]),
    );
    await screen.findByRole('rowheader', { name: 'Salón' });
    const box = screen.getByRole('textbox', { name: 'Buscar puntos' });
    await userEvent.type(box, 'terraza{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Terraza 1', 'Terraza 2']));
    await userEvent.clear(box);
    await userEvent.type(box, 'piscina{Enter}');
    expect(await screen.findByText('Ningún punto coincide con «piscina».')).toBeInTheDocument();
  });
});

describe('PointsScreen: dialog', () => {
  it('creates a point with its name, kind, menu and switch', async () => {
    const api = fakePointsApi([]);
    const stub = renderPoints(api);
    await screen.findByText('Aún no hay puntos.');
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo punto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo punto' });

    // An empty name is refused with a message, and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escriba un nombre');
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Hamaca 4');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hamaca' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Carta que se abre' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bebidas' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: /Activo/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await screen.findByRole('rowheader', { name: 'Hamaca 4' });
    const post = stub.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      ID: 'new',
      Name: { es: 'Hamaca 4', en: '', de: '' },
      Kind: 'sunbed',
      MenuID: 4,
      Active: false,
      // No hours of its own: the venue's apply.
      Availability: null,
    });
    const row = screen.getByRole('rowheader', { name: 'Hamaca 4' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Bebidas')).toBeInTheDocument();
    expect(within(row).getByText('Inactivo')).toBeInTheDocument();
  });

  it('edits a point through PATCH with the fields it changed among the others', async () => {
    const api = fakePointsApi([aPoint(9, 'Mesa 9', { MenuID: 3 })]);
    const stub = renderPoints(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Mesa 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar punto' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mesa nueve');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('rowheader', { name: 'Mesa nueve' });
    const patch = stub.calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe(`${POINTS_BASE}/9`);
    expect(patch?.body).toMatchObject({ Name: { es: 'Mesa nueve' }, MenuID: 3, Kind: 'table' });
  });
  it("saves the point's own hours, starting from today 09:00–23:00 when switched on", async () => {
    const api = fakePointsApi([aPoint(5, 'Hamaca 5', { Kind: 'sunbed' })]);
    const stub = renderPoints(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Hamaca 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar punto' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Temporal/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = stub.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      Availability: { IsTemp: true, TimeStart: 9 * 60, TimeEnd: 23 * 60 },
    });
  });
});

describe('PointsScreen: delete', () => {
  it('asks first, then deletes', async () => {
    const api = fakePointsApi([aPoint(1, 'Mesa 1'), aPoint(2, 'Mesa 2')]);
    renderPoints(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Mesa 2' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar «Mesa 2»?' });
    // Cancel keeps it.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(api.points()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Mesa 2' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Mesa 1']));
    expect(api.points().map((p) => p.ID)).toEqual([1]);
  });

  it('says clearly when the point has open orders (409) and keeps it', async () => {
    const api = fakePointsApi([aPoint(1, 'Mesa 1')], [1]);
    renderPoints(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Mesa 1' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText(/el punto tiene pedidos sin cerrar/)).toBeInTheDocument();
    expect(rowNames()).toEqual(['Mesa 1']);
  });
});
