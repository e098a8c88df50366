import { allTypeIds, offeredTypes } from '@carta/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { contentGrouping, menuSheetGrouping, TypeGrid } from './TypeGrid.tsx';

const everything = allTypeIds();
const addContentTypes = offeredTypes({
  permission: everything,
  commonMode: false,
  forAddContent: true,
});
const sheetTypes = offeredTypes({ permission: everything, commonMode: false });

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('TypeGrid (behaviour.md#menu-editor, behaviour.md#menu-editor): groups, descriptions and search', () => {
  it('groups the add-content types by subject, each type described in one line', () => {
    render(
      <TypeGrid
        types={addContentTypes}
        grouping={contentGrouping}
        onPick={vi.fn()}
        label="Tipos"
      />,
    );
    expect(headings()).toEqual([
      'Texto y medios',
      'Información',
      'Comida y bebida',
      'Formularios y encuestas',
      'Integraciones',
    ]);
    const food = screen.getByRole('region', { name: 'Comida y bebida' });
    expect(within(food).getByRole('button', { name: 'Comida y bebida' })).toBeInTheDocument();
    expect(within(food).queryByRole('button', { name: 'Texto' })).not.toBeInTheDocument();
    // The name alone names the button; its description is read after it.
    const infoten = screen.getByRole('button', { name: 'Infoten' });
    expect(infoten).toHaveAccessibleDescription(/Recursos turísticos de la zona/);
    expect(
      screen.getByRole('button', { name: 'Archivos desplegables' }),
    ).toHaveAccessibleDescription(/lista de archivos para descargar/);
  });

  it('splits the menu-type sheet into submenus, content page and whole-page integrations', () => {
    render(
      <TypeGrid types={sheetTypes} grouping={menuSheetGrouping} onPick={vi.fn()} label="Tipos" />,
    );
    expect(headings()).toEqual([
      'Submenús',
      'Página de contenido',
      'Integraciones (página completa)',
    ]);
    const submenus = screen.getByRole('region', { name: 'Submenús' });
    expect(
      within(submenus)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-labelledby')),
    ).toHaveLength(1);
    const whole = screen.getByRole('region', { name: 'Integraciones (página completa)' });
    expect(within(whole).getByRole('button', { name: 'Infoten' })).toBeInTheDocument();
    expect(within(whole).queryByRole('button', { name: 'Texto' })).not.toBeInTheDocument();
  });

  it('searches the name, the internal key and the description; empty groups disappear', async () => {
    const user = userEvent.setup();
    render(
      <TypeGrid
        types={addContentTypes}
        grouping={contentGrouping}
        onPick={vi.fn()}
        label="Tipos"
      />,
    );
    const search = screen.getByLabelText('Buscar tipo');
    await user.type(search, 'turísticos');
    expect(screen.getByRole('button', { name: 'Infoten' })).toBeInTheDocument();
    expect(headings()).toEqual(['Integraciones']);

    await user.clear(search);
    await user.type(search, 'dfiles');
    const found = screen
      .getAllByRole('region')
      .flatMap((region) => within(region).getAllByRole('button'));
    expect(found.map((b) => b.textContent)).toEqual(['Archivos desplegables']);

    await user.clear(search);
    await user.type(search, 'contraseña');
    expect(screen.getByRole('button', { name: 'Wifi' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(screen.getByText('Ningún tipo coincide con la búsqueda.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('speaks English too, and a pick gives the type id', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en');
    const onPick = vi.fn();
    render(
      <TypeGrid types={addContentTypes} grouping={contentGrouping} onPick={onPick} label="Types" />,
    );
    expect(headings()).toEqual([
      'Text & media',
      'Information',
      'Food & drink',
      'Forms & polls',
      'Integrations',
    ]);
    await user.click(screen.getByRole('button', { name: 'Wi-Fi' }));
    expect(onPick).toHaveBeenCalledWith(23);
  });
});
