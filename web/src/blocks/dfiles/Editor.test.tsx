import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('dfiles editor (39)', () => {
  it('renders its defaults: what guests see and the two colour pickers', () => {
    renderEditor(Editor, contentOf('dfiles'));
    expect(screen.getByText(/desplegable con los archivos de la empresa/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Color de fondo/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Color del texto/ })).toBeInTheDocument();
  });

  it('reports both colours under their schema names', async () => {
    const content = contentOf('dfiles');
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Color de fondo/ }));
    await user.click(screen.getByRole('button', { name: '#0000AA' }));
    expect(patches.at(-1)).toEqual({ DropdownButtonBGColor: '#0000AA' });
    expectValidPatch('dfiles', content, patches.at(-1) ?? {});
    await user.click(screen.getByRole('button', { name: /Color del texto/ }));
    await user.click(screen.getByRole('button', { name: '#00AA00' }));
    expect(patches.at(-1)).toEqual({ DropdownButtonTextColor: '#00AA00' });
    expectValidPatch('dfiles', content, patches.at(-1) ?? {});
  });

  it('collapsed, shows only its one line', () => {
    renderEditor(Editor, contentOf('dfiles'), { collapsed: true });
    expect(screen.getByText(/desplegable con los archivos/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
