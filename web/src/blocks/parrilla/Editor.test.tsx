import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('Parrilla editor (header only)', () => {
  it('renders its defaults with a line saying what guests see, and reports nothing', () => {
    const content = contentOf('parrilla');
    const { container, patches } = renderEditor(Editor, content);
    expect(screen.getByText(/parrilla de programación/)).toBeInTheDocument();
    expect(container.querySelectorAll('input, textarea, button')).toHaveLength(0);
    expect(patches).toHaveLength(0);
    expectValidPatch('parrilla', content, {});
  });

  it('shows the same single line in collapse mode', () => {
    const { container } = renderEditor(Editor, contentOf('parrilla'), { collapsed: true });
    expect(screen.getByText(/parrilla de programación/)).toBeInTheDocument();
    expect(container.textContent).toBe(screen.getByText(/parrilla de programación/).textContent);
  });
});
