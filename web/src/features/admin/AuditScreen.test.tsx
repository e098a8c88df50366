import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/session.ts';
import { App } from '../../app/App.tsx';
import '../../app/AuthenticatedRoot.tsx';
import './AuditScreen.tsx';
import { menusRoute, sessionRoutes } from '../../test/api.ts';
import { json, on, stubFetch } from '../../test/fetchStub.ts';
import { staffUser } from '../../test/fixtures.ts';

const admin = { ...staffUser, Role: 'admin' as const };
const entry = (ID: number, UserID: number, UserName: string, Action: string) => ({
  ID,
  CreatedAt: '2026-11-25T10:00:00.000Z',
  UserID,
  UserName,
  Action,
  Target: null,
  Detail: null,
});

describe('audit screen', () => {
  beforeEach(() => {
    setToken('admin-token');
    window.location.hash = '#/audit';
  });
  afterEach(() => vi.unstubAllGlobals());

  it("filters the log by user: only that user's records are asked for and shown", async () => {
    const all = [entry(1, 8, 'Lucía Pérez', 'login'), entry(2, 9, 'Marta Gil', 'menu_save')];
    const { calls } = stubFetch(
      ...sessionRoutes(admin),
      menusRoute('12', () => []),
      on('GET', '/api/users', () =>
        json(200, {
          data: [
            { ID: 8, Name: 'Lucía Pérez' },
            { ID: 9, Name: 'Marta Gil' },
          ],
          total: 2,
        }),
      ),
      on('GET', `/api/enterprises/${admin.EnterpriseID}/audit`, (call) => {
        const user = call.query.get('user');
        const data = all.filter((e) => !user || String(e.UserID) === user);
        return json(200, { data, total: data.length });
      }),
    );
    render(<App />);
    expect(await screen.findByText('Marta Gil')).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Usuario' }));
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Lucía Pérez' }),
    );
    await screen.findByText('Inicio de sesión');
    expect(screen.queryByText('Menú guardado')).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/audit') && c.query.get('user') === '8')).toBe(true);
  });

  it('names what each record is about and links to it, never "enterprise:1"', async () => {
    const about = (ID: number, Target: string, Subject: unknown) => ({
      ...entry(ID, 8, 'Lucía Pérez', 'menu_save'),
      Target,
      Subject,
    });
    stubFetch(
      ...sessionRoutes(admin),
      menusRoute('12', () => []),
      on('GET', '/api/users', () => json(200, { data: [], total: 0 })),
      on('GET', `/api/enterprises/${admin.EnterpriseID}/audit`, () =>
        json(200, {
          data: [
            about(1, `enterprise:${admin.EnterpriseID}`, {
              Kind: 'venue',
              ID: Number(admin.EnterpriseID),
              Name: 'Hotel Demo',
            }),
            about(2, 'menu:5', { Kind: 'menu', ID: 5, Name: 'Desayunos' }),
            about(3, 'order:12', { Kind: 'order', ID: 12, Name: null }),
            about(4, 'menu:6', { Kind: 'menu', ID: 6, Name: null }),
            about(5, 'ana@example.com', null),
          ],
          total: 5,
        }),
      ),
    );
    render(<App />);
    const venue = await screen.findByRole('link', { name: 'Establecimiento «Hotel Demo»' });
    expect(venue).toHaveAttribute('href', '#/settings');
    expect(screen.getByRole('link', { name: 'Menú «Desayunos»' })).toHaveAttribute(
      'href',
      '#/menus/5',
    );
    expect(screen.getByRole('link', { name: 'Pedido nº 12' })).toHaveAttribute(
      'href',
      '#/orders?order=12',
    );
    expect(screen.getByText('Menú nº 6 (ya no existe)')).toBeVisible();
    expect(screen.getByText('ana@example.com')).toBeVisible();
    expect(screen.queryByText(/enterprise:/)).toBeNull();
  });

  it('says the log is loading until its first page arrives, never an empty count', async () => {
    // Every call waits (a first render may ask twice) until the test answers them all.
    const waiting: ((value: Response) => void)[] = [];
    stubFetch(
      ...sessionRoutes(admin),
      menusRoute('12', () => []),
      on('GET', '/api/users', () => json(200, { data: [], total: 0 })),
      (call) =>
        call.path === `/api/enterprises/${admin.EnterpriseID}/audit`
          ? new Promise<Response>((resolve) => {
              waiting.push(resolve);
            })
          : undefined,
    );
    render(<App />);
    await screen.findByRole('heading', { name: 'Registro de actividad' });
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeVisible();
    expect(screen.queryByText(/0–0 de 0/)).toBeNull();
    for (const answer of waiting)
      answer(json(200, { data: [entry(1, 8, 'Lucía Pérez', 'login')], total: 1 }));
    expect(await screen.findByText('Lucía Pérez')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/1–1 de 1/)).toBeVisible();
  });
});
