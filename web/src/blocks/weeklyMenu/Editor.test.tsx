import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import type { BlockEditorProps } from '../types.ts';
import { Editor } from './Editor.tsx';

const SOURCES_PATH = '/api/contents/12/weekly-menu-content-id';
const sources = on('GET', SOURCES_PATH, () =>
  json(200, {
    data: [
      { ID: 41, Name: 'Menú de la semana — comedor' },
      { ID: 42, Name: 'Menú infantil' },
    ],
    total: 2,
  }),
);
const COLOR_LABELS = ['Semana color 1', 'Semana color 2', 'Color 1', 'Color 2'];
const FIELDS = [
  'WeeklyMenuWeekColor1',
  'WeeklyMenuWeekColor2',
  'WeeklyMenuColor1',
  'WeeklyMenuColor2',
];

const select = () => screen.getByRole('combobox', { name: 'Menú semanal' });
const colorButton = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`^${label}`) });

/** The editor with a collapse button, as the content list toggles it, keeping one query cache. */
const Collapsible = (props: BlockEditorProps<'weeklyMenu'>) => {
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

describe('weekly menu editor (51)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the source select and the four colour pickers in order', async () => {
    stubFetch(sources);
    renderEditor(Editor, contentOf('weeklyMenu'));
    await waitFor(() => expect(select()).not.toHaveAttribute('aria-disabled'));
    const buttons = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => COLOR_LABELS.some((label) => text?.startsWith(label)));
    expect(buttons.map((text) => COLOR_LABELS.find((label) => text?.startsWith(label)))).toEqual(
      COLOR_LABELS,
    );
  });

  it("lists the enterprise's weekly-menu contents and reports the chosen source's id", async () => {
    const { calls } = stubFetch(sources);
    const content = contentOf('weeklyMenu');
    const { patches } = renderEditor(Editor, content);
    await waitFor(() => expect(select()).not.toHaveAttribute('aria-disabled'));
    expect(calls.map((call) => call.path)).toEqual([SOURCES_PATH]);
    await userEvent.click(select());
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Ninguno',
      'Menú de la semana — comedor',
      'Menú infantil',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Menú infantil' }));
    expect(patches).toEqual([{ WeeklyMenuContentID: 42 }]);
    expectValidPatch('weeklyMenu', content, patches[0] ?? {});
  });

  it('reports each colour under its own field, and clearing one reports null', async () => {
    stubFetch(sources);
    const content = contentOf('weeklyMenu', { WeeklyMenuColor2: '#112233' });
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    for (const [index, label] of COLOR_LABELS.entries()) {
      await user.click(colorButton(label));
      // After the first pick the colour is also under 'Recientes': take the preset one.
      await user.click(
        within(screen.getByRole('group', { name: 'Colores predefinidos' })).getByRole('button', {
          name: '#0000AA',
        }),
      );
      expect(patches.at(-1)).toEqual({ [FIELDS[index] ?? '']: '#0000AA' });
      expectValidPatch('weeklyMenu', content, patches.at(-1) ?? {});
    }
    await user.click(colorButton('Color 2'));
    await user.click(screen.getByRole('button', { name: 'Quitar color' }));
    expect(patches.at(-1)).toEqual({ WeeklyMenuColor2: null });
    expectValidPatch('weeklyMenu', content, patches.at(-1) ?? {});
  });

  it('a saved source the enterprise no longer has stays visible as such, unchanged', async () => {
    stubFetch(sources);
    const { patches } = renderEditor(Editor, contentOf('weeklyMenu', { WeeklyMenuContentID: 7 }));
    expect(await screen.findByText(/ya no está en la lista: elija otra/)).toBeInTheDocument();
    expect(select()).toHaveTextContent('7 (ya no está en la lista)');
    expect(patches).toEqual([]);
  });

  it('says when the enterprise has no weekly menus', async () => {
    stubFetch(on('GET', SOURCES_PATH, () => json(200, { data: [], total: 0 })));
    renderEditor(Editor, contentOf('weeklyMenu'));
    expect(
      await screen.findByText('Todavía no hay menús semanales en esta empresa.'),
    ).toBeInTheDocument();
  });

  it('a failed list says so in red; the colours stay editable and retrying reads it again', async () => {
    let fail = true;
    const { calls } = stubFetch(
      (call) => (call.path === SOURCES_PATH && fail ? apiError(500, 'internal') : undefined),
      sources,
    );
    const content = contentOf('weeklyMenu', { WeeklyMenuContentID: 41 });
    const { patches } = renderEditor(Editor, content);
    expect(await screen.findByText(/No se pudo cargar la lista/)).toHaveClass('Mui-error');
    const user = userEvent.setup();
    await user.click(colorButton('Semana color 1'));
    await user.click(screen.getByRole('button', { name: '#0000AA' }));
    expect(patches).toEqual([{ WeeklyMenuWeekColor1: '#0000AA' }]);
    expectValidPatch('weeklyMenu', content, patches[0] ?? {});
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(select()).toHaveTextContent('Menú de la semana — comedor'));
    expect(calls).toHaveLength(2);
  });
});

describe('weekly menu editor (51): collapse mode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says no source is chosen, with no fields and no call', () => {
    const { calls } = stubFetch(sources);
    const { container } = renderEditor(Editor, contentOf('weeklyMenu'), { collapsed: true });
    expect(container.textContent).toBe('Ningún menú semanal elegido');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('names the source by its number when the list was not read', () => {
    stubFetch(sources);
    const { container } = renderEditor(
      Editor,
      contentOf('weeklyMenu', { WeeklyMenuContentID: 42 }),
      { collapsed: true },
    );
    expect(container.textContent).toBe('Menú semanal n.º 42');
  });

  it('names the source from a list already read', async () => {
    const { calls } = stubFetch(sources);
    const { container } = renderEditor(
      Collapsible,
      contentOf('weeklyMenu', { WeeklyMenuContentID: 42 }),
    );
    await waitFor(() => expect(select()).toHaveTextContent('Menú infantil'));
    await userEvent.click(screen.getByRole('button', { name: 'plegar' }));
    expect(container.textContent).toBe('plegarMenú infantil');
    expect(calls).toHaveLength(1);
  });
});
