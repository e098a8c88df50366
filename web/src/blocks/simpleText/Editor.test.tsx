import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const DEFAULT_STYLE = { TextAlign: 'left', SizeMult: 1, ToUpperCase: false, TextColor: '#ffffff' };
const withStyle = (style: Record<string, unknown>, fields: Record<string, unknown> = {}) =>
  contentOf('simpleText', { Style: { ...DEFAULT_STYLE, ...style }, ...fields });

describe('Simple text editor (64)', () => {
  it('renders its defaults: title, four alignments, size ×1, no upper case, the workspace colour', () => {
    renderEditor(Editor, contentOf('simpleText'));
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveValue('');
    const align = screen.getByRole('group', { name: 'Alineación' });
    expect(align).toBeInTheDocument();
    for (const name of ['Izquierda', 'Centro', 'Derecha', 'Justificado']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Izquierda' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Tamaño' })).toHaveTextContent('×1');
    expect(screen.getByRole('button', { name: 'Reducir tamaño' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Mayúsculas' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Color del texto/ })).toHaveTextContent('#ffffff');
  });

  it('reports the title as a translatable patch, and previews it', async () => {
    const content = contentOf('simpleText');
    const { patches, applyPatches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('textbox', { name: 'Texto' }));
    await userEvent.paste('Piscina abierta');
    expect(patches.at(-1)).toEqual({ Title: { es: 'Piscina abierta', en: '' } });
    expectValidPatch('simpleText', content, patches.at(-1) ?? {});
    applyPatches();
    expect(screen.getByRole('figure', { name: 'Vista previa' })).toHaveTextContent(
      'Piscina abierta',
    );
  });

  it('reports each alignment as the whole Style', async () => {
    const content = contentOf('simpleText');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Justificado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Centro' }));
    expect(patches).toEqual([
      { Style: { ...DEFAULT_STYLE, TextAlign: 'justify' } },
      { Style: { ...DEFAULT_STYLE, TextAlign: 'center' } },
    ]);
    for (const patch of patches) expectValidPatch('simpleText', content, patch);
  });

  it('raises and lowers the size multiplier by one, never past the schema bounds', async () => {
    const content = withStyle({ SizeMult: 2 });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar tamaño' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reducir tamaño' }));
    expect(patches).toEqual([
      { Style: { ...DEFAULT_STYLE, SizeMult: 3 } },
      { Style: { ...DEFAULT_STYLE, SizeMult: 1 } },
    ]);
    for (const patch of patches) expectValidPatch('simpleText', content, patch);
  });

  it('disables raising at the maximum (10) and lowering at the minimum (1)', () => {
    const { unmount } = renderEditor(Editor, withStyle({ SizeMult: 10 }));
    expect(screen.getByRole('button', { name: 'Aumentar tamaño' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reducir tamaño' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Tamaño' })).toHaveTextContent('×10');
    unmount();
    renderEditor(Editor, withStyle({ SizeMult: 1 }));
    expect(screen.getByRole('button', { name: 'Aumentar tamaño' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reducir tamaño' })).toBeDisabled();
  });

  it('behaviour.md#editing: choosing upper case leaves only upper case selected (the only style option) and shows it', async () => {
    const content = withStyle(
      { TextAlign: 'right', SizeMult: 4 },
      { Title: { es: 'Bar', en: '' } },
    );
    const { patches, applyPatches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('switch', { name: 'Mayúsculas' }));
    expect(patches).toEqual([
      { Style: { ...DEFAULT_STYLE, TextAlign: 'right', SizeMult: 4, ToUpperCase: true } },
    ]);
    expectValidPatch('simpleText', content, patches[0] ?? {});
    applyPatches();
    expect(screen.getByRole('figure', { name: 'Vista previa' })).toHaveTextContent('BAR');
  });

  it('picks a text colour, and without one says the workspace colour is used', async () => {
    const content = withStyle({ TextColor: null });
    const { patches } = renderEditor(Editor, content);
    expect(
      screen.getByText('Sin color propio: se usa el del espacio de trabajo (#f4efe6).'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Color del texto/ }));
    await userEvent.click(screen.getByRole('button', { name: '#AA0000' }));
    expect(patches).toEqual([{ Style: { ...DEFAULT_STYLE, TextColor: '#AA0000' } }]);
    expectValidPatch('simpleText', content, patches[0] ?? {});
  });

  it('a damaged Style is sent whole and valid with the first change', async () => {
    const content = contentOf('simpleText', { Style: { TextAlign: 'middle' } });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar tamaño' }));
    expect(patches).toEqual([
      { Style: { TextAlign: 'left', SizeMult: 2, ToUpperCase: false, TextColor: null } },
    ]);
    expectValidPatch('simpleText', content, patches[0] ?? {});
  });

  it('collapsed, shows only the title as guests read it', () => {
    renderEditor(Editor, withStyle({ ToUpperCase: true }, { Title: { es: 'Spa', en: '' } }), {
      collapsed: true,
    });
    expect(screen.getByText('SPA')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
