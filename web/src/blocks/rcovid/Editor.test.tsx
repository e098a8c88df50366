import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('rcovid editor (40)', () => {
  it('renders its defaults: a line saying what guests get and the form icon, document chosen', () => {
    renderEditor(Editor, contentOf('rcovid'));
    expect(screen.getByText(/formulario COVID/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Icono del formulario' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Documento' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reports the chosen FormIcon, and choosing the current one again changes nothing', async () => {
    const content = contentOf('rcovid');
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Restaurante' }));
    expect(patches).toEqual([{ FormIcon: 'mdi-silverware-fork-knife' }]);
    expectValidPatch('rcovid', content, patches[0] ?? {});
    await user.click(screen.getByRole('button', { name: 'Documento' }));
    expect(patches).toHaveLength(1);
  });

  it('collapsed, shows only its one line, in English too', async () => {
    await i18n.changeLanguage('en');
    renderEditor(Editor, contentOf('rcovid'), { collapsed: true });
    expect(screen.getByText(/COVID form/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
