import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const DESCRIPTION = 'Muestra a los huéspedes un formulario para solicitar una reserva.';

describe('Request reservation (58) editor: header only', () => {
  it('renders its defaults with the one-line description of what guests see, and no field', () => {
    const content = contentOf('requestReservation');
    const { patches } = renderEditor(Editor, content);
    expect(screen.getByText(DESCRIPTION)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
    expectValidPatch('requestReservation', content, {});
  });

  it('collapsed, the same line is its summary', () => {
    renderEditor(Editor, contentOf('requestReservation'), { collapsed: true });
    expect(screen.getByText(DESCRIPTION)).toBeInTheDocument();
  });

  it('speaks English too', async () => {
    const { i18n } = await import('../../i18n/i18n.ts');
    await i18n.changeLanguage('en');
    try {
      renderEditor(Editor, contentOf('requestReservation'));
      expect(screen.queryByText(DESCRIPTION)).not.toBeInTheDocument();
      expect(screen.getByText(/guests/i)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('es');
    }
  });
});
