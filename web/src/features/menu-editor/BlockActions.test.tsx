import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, type Route } from '../../test/fetchStub.ts';
import { aMenu, titleBlock } from '../../test/fixtures.ts';
import { useMenuEditorStore } from './store.ts';
import { renderEditor } from './testing.tsx';

// Title blocks only: a rich-text editor makes every role query of jsdom many times slower.
const blocks = () => [
  titleBlock(11, 0, 'Hola'),
  titleBlock(12, 1, 'Medio'),
  titleBlock(13, 2, 'Fin'),
];
const start = (routes: Route[] = [], menus = () => [aMenu()], hash = '#/menus/5') =>
  renderEditor({ hash, menus, contents: { 5: blocks }, routes });
const card = (name: string) => screen.findByRole('region', { name });
const confirmDelete = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
};

describe('content card actions (behaviour.md#menu-editor, behaviour.md#editing Content lifecycle)', () => {
  beforeAll(() => import('../../blocks/title/Editor.tsx'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
  });

  it('hides a block on mobile at once (red, crossed eye) and takes the new Version', async () => {
    const { calls } = start([
      on('PUT', '/api/contents/11/hide-content', () =>
        json(200, { ID: 11, HideMobile: true, Version: 4 }),
      ),
    ]);
    const title = await card('Título Posición 1');
    await userEvent.click(within(title).getByRole('button', { name: 'Ocultar en móvil' }));
    const shown = await within(title).findByRole('button', { name: 'Mostrar en móvil' });
    expect(shown).toHaveAttribute('aria-pressed', 'true');
    expect(shown.className).toContain('colorError');
    expect(within(title).getByText('Oculto en móvil')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/hide-content'))?.body).toEqual({ HideMobile: true });
    await waitFor(() => expect(useMenuEditorStore.getState().menu?.Version).toBe(4));
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
  });

  it('puts the eye back and says so when hiding fails', async () => {
    start([on('PUT', '/api/contents/11/hide-content', () => json(500, {}))]);
    const title = await card('Título Posición 1');
    await userEvent.click(within(title).getByRole('button', { name: 'Ocultar en móvil' }));
    expect(await screen.findByText(/No se pudo cambiar la visibilidad/)).toBeInTheDocument();
    expect(within(title).getByRole('button', { name: 'Ocultar en móvil' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('deletes a saved block only when the server answers 200', async () => {
    let status = 500;
    start([
      on('DELETE', '/api/contents/12', () =>
        status === 200 ? json(200, { affectedRows: 1, Version: 4 }) : apiError(500, 'boom'),
      ),
    ]);
    const text = await card('Título Posición 2');
    await userEvent.click(within(text).getByRole('button', { name: 'Eliminar contenido' }));
    await confirmDelete();
    expect(await screen.findByText(/No se pudo eliminar el contenido/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Título Posición 2' })).toBeInTheDocument();

    status = 200;
    await userEvent.click(within(text).getByRole('button', { name: 'Eliminar contenido' }));
    await confirmDelete();
    await waitFor(() => expect(useMenuEditorStore.getState().order).toEqual(['11', '13']));
    expect(document.getElementById('content-12')).toBeNull();
    expect(useMenuEditorStore.getState().menu?.Version).toBe(4);
  });

  it('clones a block at the end as new, and deletes that new one without a call', async () => {
    const { calls } = start();
    const title = await card('Título Posición 1');
    await userEvent.click(within(title).getByRole('button', { name: 'Clonar contenido' }));
    const clone = await card('Título Posición 4');
    expect(within(clone).getByText('Sin guardar')).toBeInTheDocument();
    expect(await within(clone).findByRole('textbox', { name: 'Título' })).toHaveValue('Hola');
    // Not saved yet: it cannot move to another menu.
    expect(within(clone).getByRole('button', { name: 'Mover a otro menú' })).toBeDisabled();
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();

    await userEvent.click(within(clone).getByRole('button', { name: 'Eliminar contenido' }));
    await confirmDelete();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Título Posición 4' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('offers every menu but this one and menus with submenus as move targets', async () => {
    start([], () => [
      aMenu(),
      aMenu({ ID: 6, Name: { es: 'Spa' } }),
      aMenu({
        ID: 7,
        Type: 1,
        IsMenuWithSubmenu: true,
        Name: { es: 'Restaurante' },
        Menus: [aMenu({ ID: 8, ParentID: 7, Name: { es: 'Cenas' } })],
      }),
    ]);
    const title = await card('Título Posición 1');
    await userEvent.click(within(title).getByRole('button', { name: 'Mover a otro menú' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seleccione el menú' });
    const move = within(dialog).getByRole('button', { name: 'Mover' });
    expect(move).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Menú de destino' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Spa', 'Cenas']);
    await userEvent.click(options[0] as HTMLElement);
    expect(move).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('inserts through the plus between blocks: later blocks shift down in the saved menu', async () => {
    const { calls } = start([
      on('PUT', '/api/menus/12', () =>
        json(200, { newID: 5, menus: [], contents: [], Version: 4 }),
      ),
    ]);
    await card('Título Posición 2');
    await userEvent.click(
      screen.getByRole('button', { name: 'Insertar contenido en la posición 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Añadir contenido' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Título' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Añadir contenido: Título' })).getByRole(
        'button',
        { name: 'Guardar' },
      ),
    );
    await screen.findByText('Menú guardado correctamente');
    const put = calls.find((c) => c.method === 'PUT');
    const sent = (put?.body ?? { Content: [] }) as { Content: { ID: unknown; ORD: number }[] };
    expect(sent.Content.map((c) => [typeof c.ID === 'number' ? c.ID : 'new', c.ORD])).toEqual([
      [11, 0],
      ['new', 1],
      [12, 2],
      [13, 3],
    ]);
  });

  it('deletes the menu after confirmation when exactly one row goes', async () => {
    let affectedRows = 0;
    // Once deleted, the server no longer lists the menu: the editor must not reopen it.
    start([on('DELETE', '/api/menus/5', () => json(200, { affectedRows }))], () =>
      affectedRows === 1 ? [] : [aMenu()],
    );
    await card('Título Posición 1');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await confirmDelete();
    expect(
      await screen.findByText('No se pudo eliminar el menú. Inténtelo de nuevo.'),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('#/menus/5');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    affectedRows = 1;
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await confirmDelete();
    expect(await screen.findByText('Menú eliminado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(await screen.findByText('Cuando la empresa tenga menús aparecerán aquí.')).toBeVisible();
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

    it('folds the five actions into a ⋮ menu, reached and used by keyboard', async () => {
      phoneScreen();
      const { calls } = start([
        on('PUT', '/api/contents/11/hide-content', () =>
          json(200, { ID: 11, HideMobile: true, Version: 4 }),
        ),
      ]);
      const title = await card('Título Posición 1');
      const more = await within(title).findByRole('button', { name: 'Más acciones' });
      expect(within(title).queryByRole('button', { name: 'Clonar contenido' })).toBeNull();
      expect(within(title).queryByRole('button', { name: 'Eliminar contenido' })).toBeNull();
      expect(more).toHaveAttribute('aria-haspopup', 'menu');

      more.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Mover a otro menú',
        'Ocultar en móvil',
        'Disponibilidad',
        'Clonar contenido',
        'Eliminar contenido',
      ]);
      // Down to 'Ocultar en móvil', Enter: the same immediate call as the eye button.
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      expect(await within(title).findByText('Oculto en móvil')).toBeInTheDocument();
      expect(calls.find((c) => c.path.endsWith('/hide-content'))?.body).toEqual({
        HideMobile: true,
      });
      // Focus goes back to ⋮, and the menu now offers to show it again.
      await waitFor(() => expect(more).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      expect(
        within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Mostrar en móvil' }),
      ).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    });

    it('asks the same confirmation before deleting, and says why a new block cannot move', async () => {
      phoneScreen();
      const { calls } = start();
      const title = await card('Título Posición 1');
      await userEvent.click(await within(title).findByRole('button', { name: 'Más acciones' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Clonar contenido' }));
      const clone = await card('Título Posición 4');
      await userEvent.click(await within(clone).findByRole('button', { name: 'Más acciones' }));
      const move = await screen.findByRole('menuitem', { name: /Mover a otro menú/ });
      expect(move).toHaveAttribute('aria-disabled', 'true');
      expect(move).toHaveTextContent(/Guarde/);
      await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar contenido' }));
      // Cancel keeps it: nothing goes without the confirmation.
      const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(screen.getByRole('region', { name: 'Título Posición 4' })).toBeInTheDocument();

      await userEvent.click(within(clone).getByRole('button', { name: 'Más acciones' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar contenido' }));
      await confirmDelete();
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Título Posición 4' })).not.toBeInTheDocument(),
      );
      expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    });
  });
});
