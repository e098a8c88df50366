import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('Divider editor', () => {
  it('renders its defaults: four 0–100 spacing sliders with their values, and a light line', () => {
    renderEditor(Editor, contentOf('divider'));
    const sliders = screen.getAllByRole('slider');
    expect(sliders.map((s) => s.getAttribute('aria-valuenow'))).toEqual(['10', '10', '0', '0']);
    for (const slider of sliders) {
      expect(slider).toHaveAttribute('min', '0');
      expect(slider).toHaveAttribute('max', '100');
    }
    expect(screen.getByRole('slider', { name: 'Espacio superior' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Margen derecho' })).toBeInTheDocument();
    expect(screen.getAllByText('10 px')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Línea oscura' })).not.toBeChecked();
  });

  it.each([
    ['Espacio superior', 'DividerUp'],
    ['Espacio inferior', 'DividerDown'],
    ['Margen izquierdo', 'DividerLeft'],
    ['Margen derecho', 'DividerRight'],
  ])('the %s slider reports %s', (label, field) => {
    const content = contentOf('divider');
    const { patches } = renderEditor(Editor, content);
    fireEvent.change(screen.getByRole('slider', { name: label }), { target: { value: 40 } });
    expect(patches).toEqual([{ [field]: 40 }]);
    expectValidPatch('divider', content, patches[0] ?? {});
  });

  it('keeps a spacing within 0–100 from the keyboard', async () => {
    const content = contentOf('divider', { DividerUp: 100 });
    const { patches } = renderEditor(Editor, content);
    screen.getByRole('slider', { name: 'Espacio superior' }).focus();
    await userEvent.keyboard('{ArrowUp}{ArrowDown}');
    expect(patches).toEqual([{ DividerUp: 99 }]);
    expectValidPatch('divider', content, patches[0] ?? {});
  });

  it('the dark option reports DividerDark', async () => {
    const content = contentOf('divider');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Línea oscura' }));
    expect(patches).toEqual([{ DividerDark: true }]);
    expectValidPatch('divider', content, patches[0] ?? {});
  });

  it('collapse mode shows only a summary line', () => {
    const { container } = renderEditor(
      Editor,
      contentOf('divider', { DividerDark: true, DividerUp: 20 }),
      { collapsed: true },
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(container.textContent).toBe(
      'Línea oscura · arriba 20 px, abajo 10 px, izquierda 0 px, derecha 0 px',
    );
  });
});
