import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('dropdown button editor (38)', () => {
  it('renders its defaults: the button text and two colour pickers, without the stray 11111', () => {
    const { container } = renderEditor(Editor, contentOf('dropdownButton'));
    expect(screen.getByRole('textbox', { name: 'Texto del botón' })).toHaveValue('');
    expect(screen.getByRole('button', { name: /Color de fondo/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Color del texto/ })).toBeInTheDocument();
    // docs/decisions.md: the old editor's literal '11111' placeholder is a defect not to copy.
    expect(container.textContent).not.toContain('11111');
    expect(container.innerHTML).not.toContain('11111');
  });

  it('reports the text and both colours under their schema names', async () => {
    const content = contentOf('dropdownButton');
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Texto del botón' }), 'M');
    expect(patches.at(-1)).toEqual({ DropdownButtonTitle: { es: 'M', en: '' } });
    expectValidPatch('dropdownButton', content, patches.at(-1) ?? {});

    await user.click(screen.getByRole('button', { name: /Color de fondo/ }));
    await user.click(screen.getByRole('button', { name: '#0000AA' }));
    expect(patches.at(-1)).toEqual({ DropdownButtonBGColor: '#0000AA' });
    expectValidPatch('dropdownButton', content, patches.at(-1) ?? {});

    await user.click(screen.getByRole('button', { name: /Color del texto/ }));
    await user.click(screen.getByRole('button', { name: 'Quitar color' }));
    expect(patches.at(-1)).toEqual({ DropdownButtonTextColor: null });
    expectValidPatch('dropdownButton', content, patches.at(-1) ?? {});
  });

  it('shows a sample of the button in its colours', () => {
    renderEditor(
      Editor,
      contentOf('dropdownButton', {
        DropdownButtonTitle: { es: 'Horarios', en: 'Opening hours' },
        DropdownButtonBGColor: '#112233',
        DropdownButtonTextColor: '#ffffff',
      }),
    );
    expect(screen.getByRole('img', { name: 'Muestra del botón: Horarios' })).toHaveStyle({
      backgroundColor: '#112233',
      color: '#ffffff',
    });
  });

  it('collapsed, shows only the button text', () => {
    renderEditor(
      Editor,
      contentOf('dropdownButton', { DropdownButtonTitle: { es: 'Horarios', en: '' } }),
      { collapsed: true },
    );
    expect(screen.getByText('Horarios')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
