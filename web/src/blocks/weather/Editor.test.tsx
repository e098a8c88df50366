import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('weather editor (9): header only', () => {
  it('renders its defaults as one line telling what guests see, and no field', () => {
    const content = contentOf('weather');
    const { patches } = renderEditor(Editor, content);
    expect(
      screen.getByText(
        'Muestra a los huéspedes el tiempo previsto para la zona del establecimiento.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
    expectValidPatch('weather', content, {});
  });

  it('collapsed, the same single line', () => {
    renderEditor(Editor, contentOf('weather'), { collapsed: true });
    expect(screen.getByText(/tiempo previsto/)).toBeInTheDocument();
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    renderEditor(Editor, contentOf('weather'));
    expect(screen.getByText(/weather forecast/)).toBeInTheDocument();
  });
});
