import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const MENUS = '/api/v1/public/workspaces/12/menu-ext/';
const externalMenus = on('GET', MENUS, () =>
  json(200, [
    { ID: 1, ExternalID: 'CENA', Name: { es: 'Cena', en: 'Dinner' } },
    { ID: 2, ExternalID: null, Name: { es: 'Desayuno', en: 'Breakfast' } },
    { ID: 3, ExternalID: 'CENA', Name: { es: 'Cena (copia)', en: 'Dinner (copy)' } },
    { ID: 4, ExternalID: '', Name: { es: 'Almuerzo', en: 'Lunch' } },
  ]),
);

const some = (ids: string | null, day: number | null = null) =>
  contentOf('externalFoodMenu', { MenuExtFoodExternalID: ids, MenuExtFoodDayOfWeek: day });
const allMenus = () => screen.getByRole('checkbox', { name: 'Todos los menús' });
const menuSelect = () => screen.getByRole('combobox', { name: 'Menús externos' });
const daySelect = () => screen.getByRole('combobox', { name: 'Día de la semana' });

describe('external food menu editor (49)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("by default shows every menu: 'all menus' ticked, no menu select, every day", () => {
    stubFetch(externalMenus);
    renderEditor(Editor, contentOf('externalFoodMenu'));
    expect(allMenus()).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Menús externos' })).toBeNull();
    expect(daySelect()).toHaveTextContent('Todos los días');
  });

  it("unticking 'all menus' starts an empty choice; ticking it stores null (behaviour.md#editing)", async () => {
    stubFetch(externalMenus);
    const content = contentOf('externalFoodMenu');
    const { patches, applyPatches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.click(allMenus());
    expect(patches.at(-1)).toEqual({ MenuExtFoodExternalID: '' });
    expectValidPatch('externalFoodMenu', content, patches.at(-1) ?? {});
    applyPatches();
    expect(allMenus()).not.toBeChecked();
    expect(menuSelect()).toBeInTheDocument();
    expect(screen.getByText(/Elija al menos un menú/)).toBeInTheDocument();

    await user.click(allMenus());
    expect(patches.at(-1)).toEqual({ MenuExtFoodExternalID: null });
    expectValidPatch('externalFoodMenu', content, patches.at(-1) ?? {});
  });

  it('offers each external menu once, by its effective id, and stores the chosen ids comma-separated', async () => {
    const { calls } = stubFetch(externalMenus);
    const content = some('');
    const { patches, applyPatches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.click(menuSelect());
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Cena' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cena', 'Desayuno', 'Almuerzo']);
    await user.click(within(listbox).getByRole('option', { name: 'Desayuno' }));
    expect(patches.at(-1)).toEqual({ MenuExtFoodExternalID: '2' });
    expectValidPatch('externalFoodMenu', content, patches.at(-1) ?? {});
    applyPatches();

    await user.click(screen.getByRole('option', { name: 'Cena' }));
    expect(patches.at(-1)).toEqual({ MenuExtFoodExternalID: '2,CENA' });
    expectValidPatch('externalFoodMenu', content, patches.at(-1) ?? {});
    applyPatches();
    expect(screen.getByRole('option', { name: 'Cena' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('option', { name: 'Desayuno' }));
    expect(patches.at(-1)).toEqual({ MenuExtFoodExternalID: 'CENA' });
    expectValidPatch('externalFoodMenu', content, patches.at(-1) ?? {});
    expect(calls.map((c) => c.path)).toEqual([MENUS]);
  });

  it('says it is loading, then shows the saved menus by name and a saved id no longer listed', async () => {
    stubFetch(externalMenus);
    const content = some('CENA,GONE');
    const { patches } = renderEditor(Editor, content);
    expect(screen.getByText('Cargando la lista…')).toBeInTheDocument();
    expect(menuSelect()).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText('Cena, GONE (ya no está en la lista)')).toBeInTheDocument();
    expect(screen.getByText(/ya no está en la lista: desmárcalo/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(menuSelect());
    await user.click(screen.getByRole('option', { name: 'GONE (ya no está en la lista)' }));
    expect(patches.at(-1)).toEqual({ MenuExtFoodExternalID: 'CENA' });
    expectValidPatch('externalFoodMenu', content, patches.at(-1) ?? {});
  });

  it('shows, but does not let one choose, a menu whose id the stored list cannot hold', async () => {
    stubFetch(
      on('GET', MENUS, () =>
        json(200, [{ ID: 5, ExternalID: 'MENU DE DIA', Name: { es: 'Menú del día', en: '' } }]),
      ),
    );
    renderEditor(Editor, some(''));
    await userEvent.click(menuSelect());
    expect(await screen.findByRole('option', { name: 'Menú del día' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('names the menus in the content language being edited, not the UI language', async () => {
    await i18n.changeLanguage('en');
    stubFetch(externalMenus);
    const { unmount } = renderEditor(Editor, some('CENA,2'));
    expect(await screen.findByText('Cena, Desayuno')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('es');
    renderEditor(Editor, some('CENA,2'), { contentLanguage: 'en' });
    expect(await screen.findByText('Dinner, Breakfast')).toBeInTheDocument();
  });

  it('when the menus cannot be read, says so with a retry; the day still changes', async () => {
    let fail = true;
    stubFetch(
      on('GET', MENUS, () =>
        fail
          ? apiError(502, 'provider_failed')
          : json(200, [{ ID: 9, ExternalID: 'X9', Name: { es: 'Brunch', en: '' } }]),
      ),
    );
    const content = some('');
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    expect(await screen.findByText('No se pudo cargar la lista de menús externos.')).toBeVisible();
    await user.click(daySelect());
    await user.click(screen.getByRole('option', { name: 'Viernes' }));
    expect(patches.at(-1)).toEqual({ MenuExtFoodDayOfWeek: 5 });
    expectValidPatch('externalFoodMenu', content, patches.at(-1) ?? {});

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await user.click(menuSelect());
    expect(await screen.findByRole('option', { name: 'Brunch' })).toBeInTheDocument();
  });

  it('offers every day, Monday first, and stores 0 for Sunday and null for every day', async () => {
    stubFetch(externalMenus);
    const content = some(null, 3);
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    expect(daySelect()).toHaveTextContent('Miércoles');
    await user.click(daySelect());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos los días',
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    await user.click(screen.getByRole('option', { name: 'Domingo' }));
    expect(patches.at(-1)).toEqual({ MenuExtFoodDayOfWeek: 0 });
    expectValidPatch('externalFoodMenu', content, patches.at(-1) ?? {});
    await user.click(daySelect());
    await user.click(screen.getByRole('option', { name: 'Todos los días' }));
    expect(patches.at(-1)).toEqual({ MenuExtFoodDayOfWeek: null });
    expectValidPatch('externalFoodMenu', content, patches.at(-1) ?? {});
  });

  it('names the days in the UI language', async () => {
    await i18n.changeLanguage('en');
    stubFetch(externalMenus);
    renderEditor(Editor, some(null, 6));
    expect(screen.getByRole('combobox', { name: 'Day of the week' })).toHaveTextContent('Saturday');
  });

  it('refuses a choice too long for the stored list, and says to use all menus', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      ID: i + 1,
      ExternalID: `${String(i).padStart(2, '0')}${'x'.repeat(60)}`,
      Name: { es: `Menú ${i}`, en: '' },
    }));
    stubFetch(on('GET', MENUS, () => json(200, many)));
    const chosen = many.slice(0, 31).map((menu) => menu.ExternalID);
    const { patches } = renderEditor(Editor, some(chosen.join(',')));
    const user = userEvent.setup();
    await user.click(menuSelect());
    await user.click(await screen.findByRole('option', { name: 'Menú 35' }));
    expect(patches).toEqual([]);
    expect(screen.getByText(/Demasiados menús/)).toBeInTheDocument();
  });

  it('collapsed, shows the menus and the day on one line', async () => {
    stubFetch(externalMenus);
    renderEditor(Editor, some('CENA,2', 1), { collapsed: true });
    expect(await screen.findByText('Cena, Desayuno · Lunes')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('collapsed, says all menus, every day', () => {
    stubFetch(externalMenus);
    renderEditor(Editor, contentOf('externalFoodMenu'), { collapsed: true });
    expect(screen.getByText('Todos los menús · Todos los días')).toBeInTheDocument();
  });
});
