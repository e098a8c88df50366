import type { Translatable } from '@carta/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { ContentLanguageProvider, useChooseContentLanguage } from './contentLanguage.tsx';
import { Harness } from './testHarness.tsx';

const FALLBACK_NOTE = /Texto de respaldo en español/;

/** Stands for the editor's selector: picks the content language being edited. */
const Choose = ({ language }: { readonly language: string }) => {
  const choose = useChooseContentLanguage();
  return (
    <button type="button" onClick={() => choose?.(language)}>
      {`Editar ${language}`}
    </button>
  );
};

const renderInEditor = (
  initial: Translatable,
  languages: readonly string[],
  onValue = vi.fn(),
  mode?: 'text' | 'textArea' | 'richText',
) =>
  render(
    <ContentLanguageProvider>
      <Choose language="en" />
      <Choose language="it" />
      <Harness initial={initial} languages={languages} onValue={onValue} mode={mode} />
    </ContentLanguageProvider>,
  );

describe('TranslatableField under a chosen content language', () => {
  it('starts in the default language and switches every field when another is chosen', async () => {
    renderInEditor({ es: 'Carta', en: 'Menu' }, ['es', 'en']);
    const field = screen.getByLabelText('Nombre del menú');
    expect(field).toHaveValue('Carta');
    await userEvent.click(screen.getByRole('button', { name: 'Editar en' }));
    expect(field).toHaveValue('Menu');
    expect(field).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(FALLBACK_NOTE)).not.toBeInTheDocument();
  });

  it('shows the default text greyed as the fallback, and typing writes only the chosen language', async () => {
    const onValue = vi.fn();
    renderInEditor({ es: 'Carta de vinos', en: '', de: 'Weinkarte' }, ['es', 'en', 'de'], onValue);
    await userEvent.click(screen.getByRole('button', { name: 'Editar en' }));
    const field = screen.getByLabelText('Nombre del menú');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'Carta de vinos');
    expect(screen.getByText(FALLBACK_NOTE)).toHaveTextContent(
      'Texto de respaldo en español: es lo que verá el huésped mientras no haya texto en inglés.',
    );

    await userEvent.type(field, 'Wine list');
    expect(onValue).toHaveBeenLastCalledWith({
      es: 'Carta de vinos',
      en: 'Wine list',
      de: 'Weinkarte',
    });
    // Once the language has its own text, no fallback is shown any more.
    expect(screen.queryByText(FALLBACK_NOTE)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('placeholder');
  });

  it('shows no fallback in the default language itself, nor when the default is empty too', async () => {
    renderInEditor({ es: '', en: '' }, ['es', 'en']);
    expect(screen.getByLabelText('Nombre del menú')).not.toHaveAttribute('placeholder');
    await userEvent.click(screen.getByRole('button', { name: 'Editar en' }));
    expect(screen.getByLabelText('Nombre del menú')).not.toHaveAttribute('placeholder');
    expect(screen.queryByText(FALLBACK_NOTE)).not.toBeInTheDocument();
  });

  it("keeps the default language when the chosen one is not the enterprise's", async () => {
    renderInEditor({ es: 'Carta', en: 'Menu' }, ['es', 'en']);
    await userEvent.click(screen.getByRole('button', { name: 'Editar it' }));
    expect(screen.getByLabelText('Nombre del menú')).toHaveValue('Carta');
  });

  it('does not follow the interface language', async () => {
    renderInEditor({ es: 'Carta', en: 'Menu' }, ['es', 'en']);
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('button', { name: 'Open translations' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del menú')).toHaveValue('Carta');
  });

  it('opens the translations dialog on the chosen language', async () => {
    renderInEditor({ es: 'Carta', en: 'Menu', de: '', fr: '' }, ['es', 'en', 'de', 'fr']);
    await userEvent.click(screen.getByRole('button', { name: 'Editar en' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abrir traducciones' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Inglés' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Every language is a visible tab: no scroll arrows hide one.
    expect(within(dialog).getAllByRole('tab')).toHaveLength(4);
    expect(dialog.querySelector('.MuiTabScrollButton-root')).toBeNull();
  });
});

describe('translation state of a field', () => {
  it('lists which languages hold text, and marks stale ones after the original changes', async () => {
    renderInEditor({ es: 'Hola', en: 'Hi', de: '' }, ['es', 'en', 'de']);
    const states = screen.getByRole('list', { name: 'Estado de las traducciones' });
    const items = () =>
      within(states)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items()).toEqual(['ESEspañol: con texto', 'ENInglés: con texto', 'DEAlemán: sin texto']);
    await userEvent.type(screen.getByLabelText('Nombre del menú'), '!');
    expect(items()).toEqual([
      'ESEspañol: con texto',
      'ENInglés: desactualizado, el original cambió después',
      'DEAlemán: sin texto',
    ]);
    // Typing the translation brings it up to date.
    await userEvent.click(screen.getByRole('button', { name: 'Editar en' }));
    await userEvent.type(screen.getByLabelText('Nombre del menú'), '!');
    expect(items()[1]).toBe('ENInglés: con texto');
  });

  it('is not shown while no language holds text', () => {
    renderInEditor({ es: '', en: '' }, ['es', 'en']);
    expect(screen.queryByRole('list', { name: 'Estado de las traducciones' })).toBeNull();
  });
});
