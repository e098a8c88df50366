import type { Content, Menu } from '@carta/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aMenu, titleBlock } from '../../test/fixtures.ts';
import { useMenuEditorStore } from './store.ts';
import { useDraftSync } from './useDraftSync.ts';

const store = () => useMenuEditorStore.getState();
type Props = { menu: Menu; contents: readonly Content[]; settled: boolean };

const render = (initialProps: Props) =>
  renderHook(({ menu, contents, settled }: Props) => useDraftSync('12', menu, contents, settled), {
    initialProps,
  });

describe('the draft follows the server copy (useDraftSync)', () => {
  afterEach(() => store().reset());

  const menu = aMenu({ Name: { es: 'Cenas' } });
  const contents = [titleBlock(11, 0, 'Hola')];

  it('a refetch that brings the same data leaves an open add-content dialog open', () => {
    const { rerender } = render({ menu, contents, settled: true });
    expect(store().menu?.Name).toEqual({ es: 'Cenas' });
    act(() => store().openAddContent(0));

    // A background refetch: fetching, then settled again with the objects React Query kept.
    rerender({ menu, contents, settled: false });
    rerender({ menu, contents, settled: true });
    expect(store().addContentAt).toBe(0);
  });

  it('newer data waits while a dialog is open, and is loaded once it closes', () => {
    const { rerender } = render({ menu, contents, settled: true });
    act(() => store().openAddContent(1));
    const renamed = aMenu({ Name: { es: 'Cenas de verano' } });
    rerender({ menu: renamed, contents, settled: true });
    expect(store().addContentAt).toBe(1);
    expect(store().menu?.Name).toEqual({ es: 'Cenas' });

    act(() => store().closeAddContent());
    expect(store().menu?.Name).toEqual({ es: 'Cenas de verano' });
  });

  it('newer data never overwrites an unsaved edit; it is loaded when another menu opens', () => {
    const { rerender } = render({ menu, contents, settled: true });
    act(() => store().setMenuName({ es: 'Cenas (editado)' }));
    rerender({ menu: aMenu({ Name: { es: 'Cenas de verano' } }), contents, settled: true });
    expect(store().menu?.Name).toEqual({ es: 'Cenas (editado)' });

    rerender({ menu: aMenu({ ID: 9, Name: { es: 'Desayunos' } }), contents: [], settled: true });
    expect(store().menu?.Name).toEqual({ es: 'Desayunos' });
    expect(store().modified).toBe(false);
  });
});
