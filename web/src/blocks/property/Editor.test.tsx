import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('Property editor (header only)', () => {
  it('renders its defaults with a line saying what guests see, and reports nothing', () => {
    const content = contentOf('property');
    const { container, patches } = renderEditor(Editor, content);
    expect(screen.getByText(/información del alojamiento/)).toBeInTheDocument();
    expect(container.querySelectorAll('input, textarea, button')).toHaveLength(0);
    expect(patches).toHaveLength(0);
    expectValidPatch('property', content, {});
  });

  it('shows the same single line in collapse mode', () => {
    const { container } = renderEditor(Editor, contentOf('property'), { collapsed: true });
    expect(screen.getByText(/información del alojamiento/)).toBeInTheDocument();
    expect(container.textContent).toBe(screen.getByText(/información del alojamiento/).textContent);
  });
});
