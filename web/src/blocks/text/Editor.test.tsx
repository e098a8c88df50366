import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, renderEditor } from '../testing.tsx';
import { TextEditor } from './Editor.tsx';

describe('Text editor (16)', () => {
  it('is a rich-text field in every enterprise language', async () => {
    renderEditor(TextEditor, contentOf('text', { Text: { es: '<p>Hola</p>', en: '' } }));
    expect(await screen.findByText('Hola')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /traducciones/i })).toBeInTheDocument();
  });

  it('collapsed, shows its words on one line, without the markup', () => {
    renderEditor(
      TextEditor,
      contentOf('text', { Text: { es: '<p>Recepción <b>24 h</b></p><p>Wifi</p>', en: '' } }),
      { collapsed: true },
    );
    expect(screen.getByText('Recepción 24 h Wifi')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('collapsed and empty, says there is no text', () => {
    renderEditor(TextEditor, contentOf('text'), { collapsed: true });
    expect(screen.getByText('(sin texto)')).toBeInTheDocument();
  });
});
