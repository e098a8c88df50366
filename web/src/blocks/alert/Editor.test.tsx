import { ALERT_ICONS } from '@carta/domain/blocks/alert';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const iconGroup = () => screen.getByRole('group', { name: 'Icono' });

describe('alert editor (6)', () => {
  it('renders its defaults: the icon toggle on information, the text and the colour', () => {
    renderEditor(Editor, contentOf('alert'));
    const buttons = within(iconGroup()).getAllByRole('button');
    expect(buttons).toHaveLength(ALERT_ICONS.length);
    expect(within(iconGroup()).getByRole('button', { name: 'Información' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Texto del aviso' })).toHaveValue('');
    expect(screen.getByRole('button', { name: /Color del aviso/ })).toHaveTextContent('Sin color');
  });

  it('switches the icon, including to none, with schema values', async () => {
    const content = contentOf('alert');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(within(iconGroup()).getByRole('button', { name: 'Advertencia' }));
    await userEvent.click(within(iconGroup()).getByRole('button', { name: 'Sin icono' }));
    expect(patches).toEqual([{ Icon: 'mdi-alert' }, { Icon: '' }]);
    for (const patch of patches) expectValidPatch('alert', content, patch);
  });

  it('pressing the chosen icon again keeps it (no null)', async () => {
    const { patches } = renderEditor(Editor, contentOf('alert'));
    await userEvent.click(within(iconGroup()).getByRole('button', { name: 'Información' }));
    expect(patches).toEqual([]);
  });

  it('edits the translatable AlertText in every language', async () => {
    const content = contentOf('alert');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto del aviso' }), 'P');
    expect(patches.at(-1)).toEqual({ AlertText: { es: 'P', en: '' } });
    expectValidPatch('alert', content, patches.at(-1) ?? {});
  });

  it('picks and clears the colour', async () => {
    const content = contentOf('alert');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: /Color del aviso/ }));
    const swatches = within(screen.getByRole('group', { name: 'Colores predefinidos' }));
    await userEvent.click(swatches.getByRole('button', { name: '#AA0000' }));
    expect(patches.at(-1)).toEqual({ Color: '#AA0000' });
    await userEvent.click(screen.getByRole('button', { name: /Color del aviso/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar color' }));
    expect(patches.at(-1)).toEqual({ Color: null });
    for (const patch of patches) expectValidPatch('alert', content, patch);
  });

  it('collapsed, shows only the icon and the text in the UI language, cut', () => {
    const long = 'Piscina cerrada por mantenimiento hasta el lunes por la mañana, disculpen';
    renderEditor(Editor, contentOf('alert', { AlertText: { es: long, en: 'Pool closed' } }), {
      collapsed: true,
    });
    expect(screen.getByText(`${long.slice(0, 60)}...`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
