import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderInto, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockBodyProps } from '../../blocks/BlockBody.tsx';
import { aMenu, textBlock, titleBlock } from '../../test/fixtures.ts';
import { ContentList } from './ContentList.tsx';
import { useMenuEditorStore } from './store.ts';

const renders = vi.hoisted(() => new Map<string, number>());

// Count how often each block's body renders, without the editors' own machinery.
vi.mock('../../blocks/BlockBody.tsx', () => ({
  BlockBody: ({ content, collapsed, isNew }: BlockBodyProps) => {
    const key = String(content.ID);
    renders.set(key, (renders.get(key) ?? 0) + 1);
    return (
      <p>
        {collapsed ? 'summary' : 'body'} {key}
        {isNew ? ' (new)' : ''}
      </p>
    );
  },
}));

const languages = ['es', 'en', 'de'];
const render = (ui: ReactElement) =>
  renderInto(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('content list', () => {
  beforeEach(() => {
    renders.clear();
    useMenuEditorStore
      .getState()
      .load('12', aMenu(), [titleBlock(1, 0), textBlock(2, 1), titleBlock(3, 2)]);
  });
  afterEach(() => useMenuEditorStore.getState().reset());

  it('shows the blocks in ORD order, each with its type name', () => {
    render(<ContentList languages={languages} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Título',
      'Texto',
      'Título',
    ]);
  });

  it('re-renders only the edited block', () => {
    render(<ContentList languages={languages} />);
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 1, 3: 1 });

    act(() => useMenuEditorStore.getState().updateBlock('2', { Text: { es: 'Nuevo' } }));

    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 2, 3: 1 });
  });

  it('re-renders only the edited block in the sortable list too (Permission 3)', () => {
    render(<ContentList languages={languages} canReorder />);
    expect(
      screen.getAllByRole('button', { name: /Mover el contenido de la posición/ }),
    ).toHaveLength(3);
    act(() => useMenuEditorStore.getState().updateBlock('3', { Title: { es: 'Otro' } }));
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 1, 3: 2 });
  });

  it('offers no drag handle without Permission 3, and an insert-plus before every block', () => {
    render(<ContentList languages={languages} />);
    expect(screen.queryByRole('button', { name: /Mover el contenido/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insertar contenido al principio' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /Insertar contenido/ })).toHaveLength(3);
  });

  it('collapse mode leaves each editor its summary line and keeps the headers', () => {
    render(<ContentList languages={languages} />);
    act(() => useMenuEditorStore.getState().setCollapsed(true));
    expect(screen.queryByText('body 1')).not.toBeInTheDocument();
    expect(screen.getByText('summary 1')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    act(() => useMenuEditorStore.getState().setCollapsed(false));
    expect(screen.getByText('body 1')).toBeInTheDocument();
  });

  it('tells the editor whether its block is saved yet', () => {
    // Within the first cards, built at once whatever the viewport.
    useMenuEditorStore.getState().load('12', aMenu(), [titleBlock(1, 0)]);
    render(<ContentList languages={languages} />);
    expect(screen.getByText('body 1')).toBeInTheDocument();
    act(() => {
      useMenuEditorStore.getState().addBlock(16, { languages });
    });
    expect(screen.getByText(/^body new_\w+ \(new\)$/)).toBeInTheDocument();
  });

  it('renders a new block without re-rendering the others', () => {
    render(<ContentList languages={languages} />);
    act(() => {
      useMenuEditorStore.getState().addBlock(16, { languages });
    });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(renders.get('1')).toBe(1);
    expect(renders.get('3')).toBe(1);
  });
});
