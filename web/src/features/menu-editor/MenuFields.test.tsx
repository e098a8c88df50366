import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, on } from '../../test/fetchStub.ts';
import { aMenu, enterprise, staffUser, titleBlock } from '../../test/fixtures.ts';
import { useDisplayMode } from './displayMode.tsx';
import { fieldsNeedingAttention, useMenuEditorStore } from './store.ts';
import { renderEditor } from './testing.tsx';

const admin = { ...staffUser, isAdmin: true };
/** The type buttons' names (their descriptions are read after them, not as part of them). */
const typeNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('button')
    .map((b) => b.textContent);
const enterpriseWith = (fields: Record<string, unknown>) =>
  on('GET', '/api/enterprises/12', () => json(200, { ...enterprise, ID: 12, ...fields }));

describe('menu editor fields (behaviour.md#menu-editor, behaviour.md#scopes)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
    useDisplayMode.getState().setDview(false);
  });

  it('hides the admin, private and colour fields from staff of an enterprise without auth', async () => {
    renderEditor({ hash: '#/menus/5', menus: () => [aMenu()], contents: { 5: () => [] } });
    await screen.findByRole('textbox', { name: 'Nombre del menú' });
    expect(
      screen.queryByRole('switch', { name: 'Web app como contenido' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Privado' })).not.toBeInTheDocument();
    expect(screen.queryByText('Colores personalizados')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Alias' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', { name: 'Temporal' }, { timeout: 15_000 }),
    ).not.toBeChecked();
  });

  it('shows them to an admin with custom colours when the enterprise has an auth type', async () => {
    renderEditor({
      hash: '#/menus/5',
      menus: () => [aMenu()],
      contents: { 5: () => [] },
      setup: { user: admin, showCustomColorMenu: true },
      routes: [enterpriseWith({ AuthType: 'password' })],
    });
    const webApp = await screen.findByRole('switch', { name: 'Web app como contenido' });
    expect(screen.getByRole('switch', { name: 'Privado' })).toBeInTheDocument();
    // Downloaded after the first screen (lazy), like the other heavy fields.
    expect(
      await screen.findByText('Colores personalizados', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Fondo del menú/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: 'Dominio de la web app' }),
    ).not.toBeInTheDocument();

    await userEvent.click(webApp);
    expect(screen.getByRole('switch', { name: 'Abrir como enlace' })).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Dominio de la web app' }),
      'app.hotel.es',
    );
    expect(useMenuEditorStore.getState().menu).toMatchObject({
      WebAppAsContent: true,
      WebAppAsContentDomain: 'app.hotel.es',
    });
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();

    // What the server would refuse is held for the user, and Save refuses it first.
    const domain = screen.getByRole('textbox', { name: 'Dominio de la web app' });
    await userEvent.clear(domain);
    await userEvent.type(domain, 'javascript:alert(1)//');
    expect(await screen.findByText(/Introduzca un dominio válido/)).toBeInTheDocument();
    expect(fieldsNeedingAttention(useMenuEditorStore.getState())).toHaveLength(1);
  });

  it('offers the web-app switch to nobody once the menu has contents, unless it is on', async () => {
    renderEditor({
      hash: '#/menus/5',
      menus: () => [aMenu({ WebAppAsContent: true })],
      contents: { 5: () => [titleBlock(11, 0)] },
    });
    expect(await screen.findByRole('switch', { name: 'Web app como contenido' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Dominio de la web app' })).toBeInTheDocument();
  });

  it('switches to outlined inputs in isDview mode and remembers it', async () => {
    renderEditor({ hash: '#/menus/5', menus: () => [aMenu()], contents: { 5: () => [] } });
    const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
    expect(name.closest('.MuiFilledInput-root')).not.toBeNull();
    // A setting of this device, in the app bar: the editor's toolbar no longer carries it.
    expect(screen.queryByRole('switch', { name: 'Campos con contorno' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajustes de visualización' }));
    const item = await screen.findByRole('menuitemcheckbox', { name: /Campos con contorno/ });
    expect(item).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(item);
    expect(item).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Nombre del menú' }).closest('.MuiOutlinedInput-root'),
      ).not.toBeNull(),
    );
    expect(localStorage.getItem('isDview')).toBe('1');
  });

  it('closes the settings card of a saved menu to one summary line, and remembers it', async () => {
    renderEditor({ hash: '#/menus/5', menus: () => [aMenu()], contents: { 5: () => [] } });
    await screen.findByRole('textbox', { name: 'Nombre del menú' });
    const settings = screen.getByRole('region', { name: 'Ajustes del menú' });
    const hide = within(settings).getByRole('button', { name: 'Ocultar los ajustes del menú' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    const showAgain = within(settings).getByRole('button', {
      name: 'Mostrar los ajustes del menú',
    });
    expect(showAgain).toHaveAttribute('aria-expanded', 'false');
    expect(within(settings).getByText(/Tipo de menú: Contenidos · Bienvenida/)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Nombre del menú' })).not.toBeInTheDocument(),
    );
    expect(localStorage.getItem('menuSettingsOpen')).toBe('0');

    await userEvent.click(showAgain);
    expect(await screen.findByRole('textbox', { name: 'Nombre del menú' })).toHaveValue(
      'Bienvenida',
    );
    expect(localStorage.getItem('menuSettingsOpen')).toBe('1');
  });

  it('opens a saved menu with its settings closed when the user left them so', async () => {
    localStorage.setItem('menuSettingsOpen', '0');
    renderEditor({ hash: '#/menus/5', menus: () => [aMenu()], contents: { 5: () => [] } });
    expect(
      await screen.findByRole('button', { name: 'Mostrar los ajustes del menú' }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Tipo de menú: Contenidos · Bienvenida/)).toBeInTheDocument();
  });

  it('always shows the fields of a new menu, with nothing to close', async () => {
    localStorage.setItem('menuSettingsOpen', '0');
    renderEditor({ hash: '#/menus/new', menus: () => [aMenu()], contents: { 5: () => [] } });
    expect(await screen.findByRole('textbox', { name: 'Nombre del menú' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /ajustes del menú/ })).not.toBeInTheDocument();
  });

  it('turns isDview on from the link (?isDview=1)', async () => {
    renderEditor({
      hash: '#/menus/5?isDview=1',
      menus: () => [aMenu()],
      contents: { 5: () => [] },
    });
    const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
    await waitFor(() => expect(name.closest('.MuiOutlinedInput-root')).not.toBeNull());
  });

  it('picks the menu type in the bottom sheet: search, close without choice, submenus', async () => {
    renderEditor({
      hash: '#/menus/5',
      menus: () => [aMenu({ Type: null })],
      contents: { 5: () => [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir tipo de menú' }));
    const sheet = await screen.findByRole('dialog', { name: 'Seleccione el tipo de menú' });
    const grid = within(sheet).getByRole('group');
    // The enterprise's Permission list decides (fixture: 1, 2 and 16), in the sheet's groups.
    expect(typeNames(grid)).toEqual(['Submenús', 'Título', 'Texto']);
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Submenús', 'Página de contenido']);
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Buscar tipo' }), 'TEX');
    expect(typeNames(grid)).toEqual(['Texto']);

    await userEvent.click(within(sheet).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useMenuEditorStore.getState().menu?.Type).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Elegir tipo de menú' }));
    const again = await screen.findByRole('dialog', { name: 'Seleccione el tipo de menú' });
    await userEvent.click(within(again).getByRole('button', { name: 'Submenús' }));
    expect(await screen.findByText('No existen submenús')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir submenú' })).toBeEnabled();
  });

  it("adds submenus named 'Submenú' (not editable until saved) and sends only the new ones", async () => {
    const { calls } = renderEditor({
      hash: '#/menus/5',
      menus: () => [
        aMenu({ Type: 1, Menus: [aMenu({ ID: 6, ParentID: 5, Name: { es: 'Desayunos' } })] }),
      ],
      contents: { 5: () => [] },
      routes: [
        on('PUT', '/api/menus/12', () =>
          json(200, { newID: 5, menus: [{ oldID: 'new_1', newID: 40 }], contents: [], Version: 4 }),
        ),
      ],
    });
    expect(await screen.findByRole('button', { name: 'Editar: Desayunos' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir submenú' }));
    expect(screen.getByRole('button', { name: 'Editar: Submenú' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Menú guardado correctamente');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ Menus: [{ ID: 'new_1', IsNew: true, ParentID: 5, ORD: 1 }] });
    expect(put?.body).toHaveProperty('Menus.length', 1);
  });
});
