import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import type { BlockEditorProps } from '../types.ts';
import { Editor } from './Editor.tsx';

const MAPS_PATH = '/api/enterprises/12/interactive-maps';
const maps = on('GET', MAPS_PATH, () =>
  json(200, {
    data: [
      { ID: 2, Name: 'Plano del hotel' },
      { ID: 5, Name: 'Plano del jardín' },
    ],
    total: 2,
  }),
);

const select = () => screen.getByRole('combobox', { name: 'Mapa interactivo' });

/** The editor with a collapse button, as the content list toggles it, keeping one query cache. */
const Collapsible = (props: BlockEditorProps<'interactiveMaps'>) => {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCollapsed(true)}>
        plegar
      </button>
      <Editor {...props} collapsed={collapsed} />
    </>
  );
};

describe('interactive maps editor (57)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the workspace's maps and reports the chosen map's id", async () => {
    const { calls } = stubFetch(maps);
    const content = contentOf('interactiveMaps');
    const { patches } = renderEditor(Editor, content);
    await waitFor(() => expect(select()).not.toHaveAttribute('aria-disabled'));
    expect(calls.map((call) => call.path)).toEqual([MAPS_PATH]);
    await userEvent.click(select());
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ninguno',
      'Plano del hotel',
      'Plano del jardín',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Plano del jardín' }));
    expect(patches).toEqual([{ InteractiveMapsID: 5 }]);
    expectValidPatch('interactiveMaps', content, patches[0] ?? {});
  });

  it('changes a saved map for another', async () => {
    stubFetch(maps);
    const content = contentOf('interactiveMaps', { InteractiveMapsID: 2 });
    const { patches } = renderEditor(Editor, content);
    await waitFor(() => expect(select()).toHaveTextContent('Plano del hotel'));
    await userEvent.click(select());
    await userEvent.click(screen.getByRole('option', { name: 'Plano del jardín' }));
    expect(patches).toEqual([{ InteractiveMapsID: 5 }]);
    expectValidPatch('interactiveMaps', content, patches[0] ?? {});
  });

  it('a saved map the workspace no longer has stays visible as such, unchanged', async () => {
    stubFetch(maps);
    const { patches } = renderEditor(
      Editor,
      contentOf('interactiveMaps', { InteractiveMapsID: 31 }),
    );
    expect(await screen.findByText(/ya no está en la lista: elija otra/)).toBeInTheDocument();
    expect(select()).toHaveTextContent('31 (ya no está en la lista)');
    expect(patches).toEqual([]);
  });

  it('says when the workspace has no maps', async () => {
    stubFetch(on('GET', MAPS_PATH, () => json(200, { data: [], total: 0 })));
    renderEditor(Editor, contentOf('interactiveMaps'));
    expect(
      await screen.findByText('Todavía no hay mapas interactivos en esta empresa.'),
    ).toBeInTheDocument();
  });

  it('a failed list says so in red, stays editable, and retrying reads it again', async () => {
    let fail = true;
    const { calls } = stubFetch(
      (call) => (call.path === MAPS_PATH && fail ? apiError(403, 'forbidden') : undefined),
      maps,
    );
    const content = contentOf('interactiveMaps');
    const { patches } = renderEditor(Editor, content);
    expect(await screen.findByText(/No se pudo cargar la lista/)).toHaveClass('Mui-error');
    expect(select()).not.toHaveAttribute('aria-disabled');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.queryByText(/No se pudo cargar la lista/)).not.toBeInTheDocument(),
    );
    await userEvent.click(select());
    await userEvent.click(await screen.findByRole('option', { name: 'Plano del hotel' }));
    expect(calls).toHaveLength(2);
    expect(patches).toEqual([{ InteractiveMapsID: 2 }]);
    expectValidPatch('interactiveMaps', content, patches[0] ?? {});
  });
});

describe('interactive maps editor (57): collapse mode hides the select', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says no map is chosen, without asking for the list', () => {
    const { calls } = stubFetch(maps);
    const { container } = renderEditor(Editor, contentOf('interactiveMaps'), { collapsed: true });
    expect(container.textContent).toBe('Ningún mapa elegido');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('names the map by its number when the list was not read', () => {
    const { calls } = stubFetch(maps);
    const { container } = renderEditor(
      Editor,
      contentOf('interactiveMaps', { InteractiveMapsID: 5 }),
      { collapsed: true },
    );
    expect(container.textContent).toBe('Mapa n.º 5');
    expect(calls).toHaveLength(0);
  });

  it('names the map from a list already read', async () => {
    const { calls } = stubFetch(maps);
    const { container } = renderEditor(
      Collapsible,
      contentOf('interactiveMaps', { InteractiveMapsID: 5 }),
    );
    await waitFor(() => expect(select()).toHaveTextContent('Plano del jardín'));
    await userEvent.click(screen.getByRole('button', { name: 'plegar' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(container.textContent).toBe('plegarPlano del jardín');
    expect(calls).toHaveLength(1);
  });
});
