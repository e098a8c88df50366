import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { Harness } from './testHarness.tsx';

/** jsdom has no typing into contenteditable: change the text the way the browser would. */
const typeInto = async (editor: HTMLElement, text: string) => {
  const node = editor.querySelector('p')?.firstChild;
  await act(async () => {
    if (node instanceof Text) node.data = text;
    else editor.querySelector('p')?.replaceChildren(document.createTextNode(text));
    // Quill reads the change from its MutationObserver.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};

const Controlled = ({ onChange }: { onChange: (html: string) => void }) => {
  const [value, setValue] = useState('<p>Hola <strong>mundo</strong></p>');
  return (
    <>
      <RichTextEditor
        label="Texto"
        lang="es"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<h2>Otro idioma</h2>')}>
        Cambiar desde fuera
      </button>
    </>
  );
};

describe('RichTextEditor (Quill 2, controlled)', () => {
  it('shows the value as an accessible multi-line text box', async () => {
    render(<Controlled onChange={vi.fn()} />);
    const editor = await screen.findByRole('textbox', { name: 'Texto' });
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('lang', 'es');
    expect(editor.innerHTML).toBe('<p>Hola <strong>mundo</strong></p>');
  });

  it('builds no image or video from HTML that skipped the sanitizer (old data)', async () => {
    render(
      <RichTextEditor
        label="Texto"
        lang="es"
        value={
          '<p>Antes</p><iframe class="ql-video" src="https://evil.example/x"></iframe>' +
          '<p><img src="https://evil.example/pixel.png"></p><p>Después</p>'
        }
        onChange={vi.fn()}
      />,
    );
    const editor = await screen.findByRole('textbox', { name: 'Texto' });
    expect(editor.querySelector('iframe, img')).toBeNull();
    expect(editor.textContent).toContain('Antes');
    expect(editor.textContent).toContain('Después');
  });

  it("reports the user's edits as HTML, with ordinary spaces", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const editor = await screen.findByRole('textbox', { name: 'Texto' });
    await typeInto(editor, 'Adiós a todos ');
    expect(onChange).toHaveBeenLastCalledWith('<p>Adiós a todos <strong>mundo</strong></p>');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("reports '' for an empty editor", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const editor = await screen.findByRole('textbox', { name: 'Texto' });
    await act(async () => {
      editor.replaceChildren(document.createElement('p'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('takes a value from outside without reporting it back', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const editor = await screen.findByRole('textbox', { name: 'Texto' });
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar desde fuera' }));
    expect(editor.innerHTML).toBe('<h2>Otro idioma</h2>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the line breaks of plain text stored before the field was rich', async () => {
    render(<RichTextEditor label="Texto" lang="es" value={'Uno\nDos'} onChange={vi.fn()} />);
    const editor = await screen.findByRole('textbox', { name: 'Texto' });
    expect(editor.innerHTML).toBe('<p>Uno</p><p>Dos</p>');
  });

  it('names every toolbar button in the UI language', async () => {
    render(<Controlled onChange={vi.fn()} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formato del texto' });
    for (const name of [
      'Encabezado',
      'Tamaño',
      'Negrita',
      'Cursiva',
      'Subrayado',
      'Tachado',
      'Alineación',
      'Cita',
      'Bloque de código',
      'Lista numerada',
      'Lista con viñetas',
      'Lista de tareas',
      'Subíndice',
      'Superíndice',
      'Reducir sangría',
      'Aumentar sangría',
      'Color del texto',
      'Color de fondo',
      'Enlace',
      'Texto de derecha a izquierda',
      'Quitar formato',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await act(() => i18n.changeLanguage('en'));
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toBeInTheDocument();
  });

  it('is one tab stop: arrow keys move inside the toolbar', async () => {
    render(<Controlled onChange={vi.fn()} />);
    const toolbar = await screen.findByRole('toolbar');
    const header = within(toolbar).getByRole('button', { name: 'Encabezado' });
    const size = within(toolbar).getByRole('button', { name: 'Tamaño' });
    expect(header).toHaveAttribute('tabindex', '0');
    expect(size).toHaveAttribute('tabindex', '-1');
    header.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(size).toHaveFocus();
    expect(size).toHaveAttribute('tabindex', '0');
    expect(header).toHaveAttribute('tabindex', '-1');
  });

  it('turns read-only when disabled', async () => {
    render(<RichTextEditor label="Texto" lang="es" value="<p>x</p>" onChange={vi.fn()} disabled />);
    const editor = await screen.findByRole('textbox', { name: 'Texto' });
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('toolbar', { hidden: true })).toHaveAttribute('inert');
  });
});

describe('TranslatableField in rich-text mode', () => {
  it('edits the UI language and shows another language in the dialog', async () => {
    const onValue = vi.fn();
    render(
      <Harness
        label="Texto"
        mode="richText"
        initial={{ es: '<p>Hola</p>', en: '<p>Hello</p>' }}
        languages={['es', 'en']}
        onValue={onValue}
      />,
    );
    const editor = await screen.findByRole('textbox', { name: 'Texto' });
    await typeInto(editor, 'Buenas');
    expect(onValue).toHaveBeenLastCalledWith({ es: '<p>Buenas</p>', en: '<p>Hello</p>' });

    await userEvent.click(screen.getByRole('button', { name: 'Abrir traducciones' }));
    const dialog = screen.getByRole('dialog');
    const tabEditor = await within(dialog).findByRole('textbox', { name: 'Español' });
    expect(tabEditor.innerHTML).toBe('<p>Buenas</p>');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Inglés' }));
    // The same editor takes the other language's value.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Inglés' }).innerHTML).toBe(
        '<p>Hello</p>',
      ),
    );
  });
});
