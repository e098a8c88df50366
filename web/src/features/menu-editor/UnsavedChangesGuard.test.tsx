import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMenu, titleBlock } from '../../test/fixtures.ts';
import { useMenuEditorStore } from './store.ts';
import { renderEditor } from './testing.tsx';

const start = () =>
  renderEditor({
    hash: '#/menus/5',
    menus: () => [aMenu()],
    contents: { 5: () => [titleBlock(11, 0, 'Hola')] },
    routes: [],
  });

const typeInName = async () => {
  const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
  await userEvent.type(name, ' y más');
  return name;
};

describe('leave guard: a hash changed outside the app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
  });

  it('with unsaved edits, asks first, puts the address back and keeps the edits', async () => {
    start();
    const name = await typeInName();
    window.location.hash = '#/';
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    expect(window.location.hash).toBe('#/menus/5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.hash).toBe('#/menus/5');
    expect(name).toHaveValue('Bienvenida y más');
    expect(useMenuEditorStore.getState().modified).toBe(true);
  });

  it('leaving goes where the typed address pointed', async () => {
    start();
    await typeInName();
    window.location.hash = '#/menus/new';
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(window.location.hash).toBe('#/menus/new'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(useMenuEditorStore.getState().menu?.ID).toBe('new'));
  });

  it('without unsaved edits, a typed hash just navigates', async () => {
    start();
    await screen.findByRole('textbox', { name: 'Nombre del menú' });
    window.location.hash = '#/menus/new';
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nombre del menú' })).not.toHaveValue(
        'Bienvenida',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Cambios sin guardar' })).not.toBeInTheDocument();
  });

  it('in-app navigation is still blocked by the router', async () => {
    start();
    await typeInName();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(window.location.hash).toBe('#/menus/5');
  });
});
