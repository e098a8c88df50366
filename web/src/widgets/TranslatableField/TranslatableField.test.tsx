import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { Harness } from './testHarness.tsx';

const tabNames = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('TranslatableField', () => {
  it("edits the enterprise's first content language, not the UI language", async () => {
    const onValue = vi.fn();
    await i18n.changeLanguage('en');
    render(
      <Harness
        initial={{ es: 'Hola', en: 'Hi', de: '' }}
        languages={['es', 'en', 'de']}
        onValue={onValue}
      />,
    );
    const field = screen.getByLabelText('Nombre del menú');
    expect(field).toHaveValue('Hola');
    expect(field).toHaveAttribute('lang', 'es');
    await userEvent.type(field, '!');
    expect(onValue).toHaveBeenLastCalledWith({ es: 'Hola!', en: 'Hi', de: '' });
  });

  it("starts in the enterprise's first language even when that is not Spanish", async () => {
    const onValue = vi.fn();
    render(
      <Harness initial={{ es: 'Hola', fr: 'Salut' }} languages={['fr', 'es']} onValue={onValue} />,
    );
    const field = screen.getByLabelText('Nombre del menú');
    expect(field).toHaveValue('Salut');
    await userEvent.type(field, 'a');
    // Every enterprise language is present in what the field reports.
    expect(onValue).toHaveBeenLastCalledWith({ es: 'Hola', fr: 'Saluta' });
  });

  it('edits the only language when the enterprise has just one', async () => {
    const onValue = vi.fn();
    render(<Harness initial={{ en: 'Hi' }} languages={['en']} onValue={onValue} />);
    const field = screen.getByLabelText('Nombre del menú');
    expect(field).toHaveValue('Hi');
    await userEvent.type(field, '!');
    expect(onValue).toHaveBeenLastCalledWith({ en: 'Hi!' });
  });

  it('reads a stored apostrophe escape as an apostrophe', () => {
    render(<Harness initial={{ es: 'L#$#Hotel' }} languages={['es']} onValue={vi.fn()} />);
    expect(screen.getByLabelText('Nombre del menú')).toHaveValue("L'Hotel");
  });

  it('offers no translations button for a single language', () => {
    render(<Harness initial={{ es: '' }} languages={['es']} onTranslate={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Abrir traducciones' })).not.toBeInTheDocument();
  });

  it('opens a dialog with one tab per language and edits another language', async () => {
    const onValue = vi.fn();
    render(
      <Harness
        initial={{ es: 'Carta', en: 'Menu', de: '' }}
        languages={['es', 'en', 'de']}
        onValue={onValue}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir traducciones' }));
    const dialog = screen.getByRole('dialog');
    expect(tabNames()).toEqual(['Español', 'Inglés', 'Alemán']);
    expect(within(dialog).getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Alemán' }));
    const german = within(dialog).getByRole('textbox', { name: 'Alemán' });
    await userEvent.type(german, 'Speisekarte');
    expect(onValue).toHaveBeenLastCalledWith({ es: 'Carta', en: 'Menu', de: 'Speisekarte' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    // The inline field still edits the content language, the first one.
    expect(screen.getByLabelText('Nombre del menú')).toHaveValue('Carta');
  });

  it('keeps the enterprise order of tabs when machine translation is off', async () => {
    render(<Harness initial={{ es: 'Carta' }} languages={['en', 'es', 'de']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir traducciones' }));
    expect(tabNames()).toEqual(['Inglés', 'Español', 'Alemán']);
  });

  it('puts the translation source first when machine translation is on', async () => {
    render(
      <Harness initial={{ es: 'Carta' }} languages={['en', 'es', 'de']} onTranslate={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir traducciones' }));
    expect(tabNames()).toEqual(['Español (original)', 'Inglés', 'Alemán']);
  });

  it("takes the first language as source when the enterprise lacks 'es'", async () => {
    render(<Harness initial={{ fr: 'Carte' }} languages={['de', 'fr']} onTranslate={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir traducciones' }));
    expect(tabNames()).toEqual(['Alemán (original)', 'Francés']);
  });

  it('hides the translate button when machine translation is off', () => {
    render(<Harness initial={{ es: 'Carta' }} languages={['es', 'en']} />);
    expect(
      screen.queryByRole('button', { name: 'Traducir automáticamente' }),
    ).not.toBeInTheDocument();
  });

  it('uses the standard variant when asked', () => {
    const { container } = render(
      <Harness initial={{ es: 'Carta' }} languages={['es']} variant="standard" />,
    );
    expect(container.querySelector('.MuiInput-root')).not.toBeNull();
  });

  it('disables the field and its buttons', () => {
    render(
      <Harness
        initial={{ es: 'Carta', en: 'Menu' }}
        languages={['es', 'en']}
        onTranslate={vi.fn()}
        disabled
      />,
    );
    expect(screen.getByLabelText('Nombre del menú')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Abrir traducciones' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Traducir automáticamente' })).toBeDisabled();
  });
});
