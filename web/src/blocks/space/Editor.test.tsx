import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('space editor (3)', () => {
  it('renders its defaults: a Size slider 0–1000 showing its value', () => {
    renderEditor(Editor, contentOf('space'));
    const slider = screen.getByRole('slider', { name: 'Tamaño' });
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '1000');
    expect(screen.getByText('20 px')).toBeInTheDocument();
  });

  it('reports Size when the slider moves, within the schema', () => {
    const content = contentOf('space');
    const { patches } = renderEditor(Editor, content);
    const slider = screen.getByRole('slider', { name: 'Tamaño' });
    fireEvent.change(slider, { target: { value: '350' } });
    expect(patches).toEqual([{ Size: 350 }]);
    expectValidPatch('space', content, { Size: 350 });
  });

  it('moves by keyboard and never leaves 0–1000', () => {
    const content = contentOf('space', { Size: 1000 });
    const { patches } = renderEditor(Editor, content);
    const slider = screen.getByRole('slider', { name: 'Tamaño' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(patches).toEqual([{ Size: 0 }]);
    for (const patch of patches) expectValidPatch('space', content, patch);
  });

  it('collapsed, shows only the size', () => {
    renderEditor(Editor, contentOf('space', { Size: 40 }), { collapsed: true });
    expect(screen.getByText('Espacio de 40 px')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
