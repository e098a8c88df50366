import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMenu } from '../../../test/fixtures.ts';
import { renderEditor } from '../testing.tsx';

const nameField = () =>
  screen.findByRole('textbox', { name: 'Nombre del menú' }, { timeout: 10_000 });

describe("the editor toolbar's Vista previa", () => {
  it('opens the guest view of the saved menu, and warns once the draft has unsaved changes', async () => {
    const user = userEvent.setup();
    renderEditor({ hash: '#/menus/5', menus: () => [aMenu()], contents: { 5: () => [] } });
    await user.type(await nameField(), '!');
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa para clientes' });
    const frame = within(dialog).getByTitle('El menú tal como lo verá un cliente');
    const src = new URL(frame.getAttribute('src') ?? '', 'http://carta.test');
    expect(src.pathname).toBe('/guest/12/menus/5');
    expect(src.searchParams.get('lang')).toBe('es');
    expect(within(dialog).getByText('Hora de Europe/Madrid')).toBeVisible();
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Los cambios sin guardar no aparecen: guarde primero.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Vista previa para clientes' })).toBeNull(),
    );
  });

  it('is disabled for a menu never saved, and says why', async () => {
    const user = userEvent.setup();
    renderEditor({ hash: '#/menus/new', menus: () => [aMenu()], contents: { 5: () => [] } });
    await nameField();
    const button = screen.getByRole('button', { name: 'Vista previa' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Guarde el menú para poder verlo en vista previa',
    );
  });

  describe('on a phone', () => {
    /** A 390 px screen: every max-width query matches, no min-width one does. */
    const phoneScreen = () =>
      vi.stubGlobal('matchMedia', (media: string) => ({
        matches: media.includes('max-width'),
        media,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }));
    afterEach(() => vi.unstubAllGlobals());

    it('is in the ⋮ menu with History, and opens full screen', async () => {
      phoneScreen();
      const user = userEvent.setup();
      renderEditor({ hash: '#/menus/5', menus: () => [aMenu()], contents: { 5: () => [] } });
      await nameField();
      expect(screen.queryByRole('button', { name: 'Vista previa' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Historial' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Más acciones del menú' }));
      const menu = screen.getByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Historial' })).toBeVisible();
      await user.click(within(menu).getByRole('menuitem', { name: 'Vista previa' }));
      const dialog = await screen.findByRole('dialog', { name: 'Vista previa para clientes' });
      expect(dialog.className).toContain('MuiDialog-paperFullScreen');
      expect(within(dialog).getByTitle('El menú tal como lo verá un cliente')).toBeVisible();
    });

    it('lists it disabled, with its reason, for a menu never saved', async () => {
      phoneScreen();
      const user = userEvent.setup();
      renderEditor({ hash: '#/menus/new', menus: () => [aMenu()], contents: { 5: () => [] } });
      await nameField();
      await user.click(screen.getByRole('button', { name: 'Más acciones del menú' }));
      const item = within(screen.getByRole('menu')).getByRole('menuitem', {
        name: /Vista previa/,
      });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveTextContent('Guarde el menú para poder verlo en vista previa');
      expect(screen.queryByRole('menuitem', { name: 'Historial' })).toBeNull();
    });
  });
});
