import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, on, stubFetch } from '../../../test/fetchStub.ts';
import { CommonUsersDialog } from './CommonUsersDialog.tsx';

const users = [
  { ID: 1, Name: 'Administración Carta', Email: 'admin@carta.local', EnterpriseName: 'Hotel Demo' },
  {
    ID: 4,
    Name: 'Jorge Martín',
    Email: 'staff@laplaza.local',
    EnterpriseName: 'Restaurante La Plaza',
  },
  { ID: 2, Name: 'Lucía Pérez', Email: 'staff@hotel-demo.local', EnterpriseName: 'Hotel Demo' },
];

const open = (assigned: number[] = []) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CommonUsersDialog menuId={9} users={users} assigned={assigned} onClose={vi.fn()} />
    </QueryClientProvider>,
  );

const names = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .map(
      (box) =>
        box.getAttribute('aria-labelledby') &&
        document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent,
    );

describe('common-menu users dialog (behaviour.md#menu-editor)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each user's enterprise and e-mail, read with the checkbox", () => {
    open([2]);
    const dialog = screen.getByRole('dialog', { name: 'Asignar usuarios' });
    const lucia = within(dialog).getByRole('checkbox', { name: 'Lucía Pérez' });
    expect(lucia).toBeChecked();
    expect(lucia).toHaveAccessibleDescription('Hotel Demo · staff@hotel-demo.local');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Jorge Martín' }),
    ).toHaveAccessibleDescription('Restaurante La Plaza · staff@laplaza.local');
  });

  it('nests no control in another: one checkbox per row and no buttons in the list', () => {
    open();
    const list = within(screen.getByRole('dialog')).getByRole('list');
    expect(within(list).queryAllByRole('button')).toEqual([]);
    for (const item of within(list).getAllByRole('listitem')) {
      expect(within(item).getAllByRole('checkbox')).toHaveLength(1);
    }
  });

  it('searches name, e-mail and enterprise, ignoring case and accents', async () => {
    const user = userEvent.setup();
    open();
    const dialog = screen.getByRole('dialog');
    const search = within(dialog).getByRole('searchbox', {
      name: 'Buscar por nombre, correo o empresa',
    });
    await user.type(search, 'plaza');
    expect(names(dialog)).toEqual(['Jorge Martín']);
    await user.clear(search);
    await user.type(search, 'HOTEL-DEMO.local');
    expect(names(dialog)).toEqual(['Lucía Pérez']);
    await user.clear(search);
    await user.type(search, 'lucia');
    expect(names(dialog)).toEqual(['Lucía Pérez']);
    await user.clear(search);
    await user.type(search, 'nadie');
    expect(
      within(dialog).getByText('Ningún usuario coincide con la búsqueda.'),
    ).toBeInTheDocument();
  });

  it('toggles by clicking the row text and saves the chosen ids', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(
      on('PUT', '/api/menus/common/9/users', () => json(200, { data: [{ ID: 4 }], total: 1 })),
    );
    open();
    await user.click(screen.getByText('Restaurante La Plaza · staff@laplaza.local'));
    expect(screen.getByRole('checkbox', { name: 'Jorge Martín' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual([4]));
  });
});
