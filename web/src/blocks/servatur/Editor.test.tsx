import { blockByKey } from '@carta/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const DESCRIPTION =
  'Muestra a los huéspedes el contenido de Servatur, que llega ya preparado desde la integración.';

describe('Servatur (56) editor: header only', () => {
  it('has no fields of its own in the schema, so there is nothing to edit', () => {
    const block = blockByKey('servatur');
    expect(Object.keys(block?.schema.shape ?? { missing: true })).toEqual([]);
    expect(block?.defaults({ languages: ['es', 'en'] })).toEqual({});
    // Strict: a field the editor might report would be refused.
    expect(() => expectValidPatch('servatur', contentOf('servatur'), { Anything: 1 })).toThrow();
  });

  it('renders its defaults with the one-line description of what guests see, and no field', () => {
    const content = contentOf('servatur');
    const { patches } = renderEditor(Editor, content);
    expect(screen.getByText(DESCRIPTION)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(patches).toEqual([]);
    expectValidPatch('servatur', content, {});
  });

  it('collapsed, the same line is its summary', () => {
    renderEditor(Editor, contentOf('servatur'), { collapsed: true });
    expect(screen.getByText(DESCRIPTION)).toBeInTheDocument();
  });

  it('speaks English too', async () => {
    const { i18n } = await import('../../i18n/i18n.ts');
    await i18n.changeLanguage('en');
    try {
      renderEditor(Editor, contentOf('servatur'));
      expect(screen.queryByText(DESCRIPTION)).toBeNull();
      expect(screen.getByText(/guests/i)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('es');
    }
  });
});
