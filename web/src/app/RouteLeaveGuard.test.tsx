import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPopInterceptor } from '../features/menu-editor/popInterceptor.ts';
import { RouteLeaveGuard } from './RouteLeaveGuard.tsx';

const texts = {
  title: 'Cambios sin guardar',
  message: 'Se perderán.',
  leave: 'Salir',
  stay: 'Quedarse',
};

const FormScreen = ({ startDirty }: { readonly startDirty: boolean }) => {
  const [dirty] = useState(startDirty);
  return (
    <main>
      <h1>Mi cuenta</h1>
      <RouteLeaveGuard dirty={dirty} isDirty={() => dirty} texts={texts} />
    </main>
  );
};

/** What a person does by typing another address in the bar: a hash the router did not push. */
const typeAddress = async (hash: string) => {
  await act(async () => {
    window.history.pushState(null, '', hash);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
};

let routers: { dispose: () => void }[] = [];

const mount = (startDirty: boolean) => {
  window.history.replaceState(null, '', '#/account');
  installPopInterceptor();
  const router = createHashRouter([
    { path: '/account', element: <FormScreen startDirty={startDirty} /> },
    { path: '/audit', element: <h1>Registro de actividad</h1> },
  ]);
  routers.push(router);
  render(<RouterProvider router={router} />);
  return router;
};

describe('RouteLeaveGuard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const router of routers) router.dispose();
    routers = [];
  });

  it('lets a typed address through a screen with nothing unsaved, without the router warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = mount(false);
    await typeAddress('#/audit');
    expect(router.state.location.pathname).toBe('/audit');
    await screen.findByRole('heading', { name: 'Registro de actividad' });
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((w) => w.includes('blocker on a POP navigation'))).toEqual([]);
  });

  it('asks before a typed address leaves unsaved changes, and stays when told to', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = mount(true);
    await typeAddress('#/audit');
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    expect(router.state.location.pathname).toBe('/account');
    await act(async () => screen.getByRole('button', { name: 'Quedarse' }).click());
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((w) => w.includes('blocker on a POP navigation'))).toEqual([]);
  });
});
