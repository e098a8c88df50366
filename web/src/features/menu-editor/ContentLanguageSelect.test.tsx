import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { aMenu, titleBlock } from '../../test/fixtures.ts';
import { useMenuEditorStore } from './store.ts';
import { renderEditor } from './testing.tsx';

/** The fixture enterprise edits es, en and de; its menu is named in es and en. */
describe('content language selector in the editor toolbar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
  });

  const selector = () => screen.getByRole('combobox', { name: 'Idioma del contenido' });

  it('counts the texts of each language and switches every field and the title to the chosen one', async () => {
    renderEditor({
      hash: '#/menus/5',
      menus: () => [aMenu()],
      contents: { 5: () => [titleBlock(1, 0, 'Hola')] },
    });
    const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
    expect(name).toHaveValue('Bienvenida');
    // The menu name (es, en) and the title (es only): two texts.
    await waitFor(() => expect(selector()).toHaveTextContent('ES 2/2'));

    await userEvent.click(selector());
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Español (ES): 2/2 textos',
      'Inglés (EN): 1/2 textos',
      'Alemán (DE): 0/2 textos',
    ]);
    await userEvent.click(options[2] as HTMLElement);
    expect(name).toHaveValue('');
    expect(name).toHaveAttribute('placeholder', 'Bienvenida');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bienvenida');

    await userEvent.type(name, 'Willkommen');
    expect(useMenuEditorStore.getState().menu?.Name).toEqual({
      es: 'Bienvenida',
      en: 'Welcome',
      de: 'Willkommen',
    });
    await waitFor(() => expect(selector()).toHaveTextContent('DE 1/2'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Willkommen');
  });

  it('is not moved by the interface language', async () => {
    renderEditor({ hash: '#/menus/5', menus: () => [aMenu()], contents: { 5: () => [] } });
    await screen.findByRole('textbox', { name: 'Nombre del menú' });
    await i18n.changeLanguage('en');
    const name = await screen.findByRole('textbox', { name: 'Menu name' });
    expect(name).toHaveValue('Bienvenida');
    expect(screen.getByRole('combobox', { name: 'Content language' })).toHaveTextContent('ES');
  });
});
