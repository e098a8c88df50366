import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/session.ts';
import { App } from '../../app/App.tsx';
import '../../app/AuthenticatedRoot.tsx';
import './UsersScreen.tsx';
import { menusRoute, sessionRoutes } from '../../test/api.ts';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { staffUser } from '../../test/fixtures.ts';
import type { ManagedUser } from './api.ts';

const admin = { ...staffUser, Role: 'admin' as const };
const lucia: ManagedUser = {
  ID: 8,
  Name: 'Lucía Pérez',
  Email: 'lucia@hotel.local',
  Role: 'staff',
  Active: true,
  isAdmin: false,
  HasPassword: true,
};
const LINK = {
  SetupURL: 'http://localhost/#/setup?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  SetupExpiresAt: '2026-11-26T17:00:00.000Z',
};

const routes = (users: () => ManagedUser[]) => [
  ...sessionRoutes(admin),
  menusRoute('12', () => []),
  on('GET', '/api/users', () => json(200, { data: users(), total: users().length })),
];

describe('users screen', () => {
  beforeEach(() => {
    setToken('admin-token');
    window.location.hash = '#/users';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('creates a user and shows the one-time link once, with a copy button', async () => {
    let users = [lucia];
    const { calls } = stubFetch(
      on('POST', '/api/users', (call) => {
        users = [...users, { ...lucia, ID: 9, Name: 'Marta', Email: 'marta@hotel.local' }];
        return json(201, { ...(call.body as object), ID: 9, ...LINK });
      }),
      ...routes(() => users),
    );
    render(<App />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo usuario' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo usuario' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Marta');
    // An e-mail that is not one is refused here, nothing is sent.
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Correo electrónico' }),
      'marta',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Correo electrónico' }),
      '@hotel.local',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const link = await screen.findByRole('dialog', { name: 'Enlace para elegir contraseña' });
    expect(within(link).getByRole('textbox')).toHaveValue(LINK.SetupURL);
    // Without a mail server (Mailed absent) the dialog does not claim a mail was sent.
    expect(within(link).queryByText(/enviado por correo/)).toBeNull();
    expect(within(link).getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      Name: 'Marta',
      Email: 'marta@hotel.local',
      Role: 'staff',
      Permission: [3],
    });
    await userEvent.click(within(link).getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByText('marta@hotel.local')).toBeVisible();
  });

  it('says where the link was mailed when the server mailed it', async () => {
    stubFetch(
      on('POST', '/api/users', (call) =>
        json(201, { ...(call.body as object), ID: 9, ...LINK, Mailed: true }),
      ),
      ...routes(() => [lucia]),
    );
    render(<App />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo usuario' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo usuario' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Marta');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Correo electrónico' }),
      'marta@hotel.local',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const link = await screen.findByRole('dialog', { name: 'Enlace para elegir contraseña' });
    expect(
      within(link).getByText(/También se ha enviado por correo a marta@hotel\.local\./),
    ).toBeVisible();
  });

  it('deletes only after confirming, and says why the last administrator stays', async () => {
    const { calls } = stubFetch(
      on('DELETE', '/api/users/8', () =>
        apiError(409, 'conflict', 'the last administrator of the enterprise cannot be deleted'),
      ),
      ...routes(() => [lucia]),
    );
    render(<App />);
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Lucía Pérez' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const confirm = screen.getByRole('dialog', { name: '¿Eliminar a Lucía Pérez?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    // The rest of the page is hidden from assistive technology until the dialog has gone.
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Lucía Pérez' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: '¿Eliminar a Lucía Pérez?' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('último administrador');
  });
});
