import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('Commercial editor (header only)', () => {
  it('renders its defaults with a line saying what guests see, and reports nothing', () => {
    const content = contentOf('commercial');
    const { container, patches } = renderEditor(Editor, content);
    expect(screen.getByText(/ofertas comerciales/)).toBeInTheDocument();
    expect(container.querySelectorAll('input, textarea, button')).toHaveLength(0);
    expect(patches).toHaveLength(0);
    expectValidPatch('commercial', content, {});
  });

  it('shows the same single line in collapse mode', () => {
    const { container } = renderEditor(Editor, contentOf('commercial'), { collapsed: true });
    expect(screen.getByText(/ofertas comerciales/)).toBeInTheDocument();
    expect(container.textContent).toBe(screen.getByText(/ofertas comerciales/).textContent);
  });
});
