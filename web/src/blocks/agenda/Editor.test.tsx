import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('Agenda editor (header only)', () => {
  it('renders its defaults with a line saying what guests see, and reports nothing', () => {
    const content = contentOf('agenda');
    const { container, patches } = renderEditor(Editor, content);
    expect(screen.getByText(/Muestra a los huéspedes la agenda/)).toBeInTheDocument();
    expect(container.querySelectorAll('input, textarea, button')).toHaveLength(0);
    expect(patches).toHaveLength(0);
    expectValidPatch('agenda', content, {});
  });

  it('shows the same single line in collapse mode', () => {
    const { container } = renderEditor(Editor, contentOf('agenda'), { collapsed: true });
    expect(screen.getByText(/Muestra a los huéspedes la agenda/)).toBeInTheDocument();
    expect(container.textContent).toBe(
      screen.getByText(/Muestra a los huéspedes la agenda/).textContent,
    );
  });
});
