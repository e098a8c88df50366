import type { Content } from '@carta/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import type { BlockEditorProps, ContentPatch } from '../types.ts';
import { Editor } from './Editor.tsx';

const Q1 = '8d3c1f0e-2b7a-4c5d-9e6f-1a2b3c4d5e6f';
const Q2 = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
const A1 = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const pollWith = (PollFormData: unknown[], fields: Record<string, unknown> = {}) =>
  contentOf('poll', { PollFormData, ...fields });

/** Every patch renews UpdateKey (behaviour.md#editing) and keeps the poll valid for the server. */
const expectPollPatch = (content: Content, patch: ContentPatch | undefined, previous: string[]) => {
  expect(patch?.UpdateKey).toEqual(expect.any(String));
  expect(previous).not.toContain(patch?.UpdateKey);
  previous.push(String(patch?.UpdateKey));
  expectValidPatch('poll', content, patch ?? {});
};

/** The editor as the menu editor holds it: each patch is merged into the data it shows. */
const Live = (props: BlockEditorProps<'poll'>) => {
  const [data, setData] = useState(props.data);
  return (
    <Editor
      {...props}
      data={data}
      onChange={(patch) => {
        setData((current) => ({ ...current, ...patch }));
        props.onChange(patch);
      }}
    />
  );
};

const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

const card = (number: number) => screen.getByRole('region', { name: `Pregunta ${number}` });

describe('poll editor (35)', () => {
  it('renders its defaults: the alias, the add-item button and no question yet', () => {
    renderEditor(Editor, contentOf('poll'));
    expect(screen.getByRole('textbox', { name: 'Alias' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Añadir elemento' })).toBeInTheDocument();
    expect(screen.getByText(/todavía no tiene preguntas/)).toBeInTheDocument();
  });

  it("'add item' opens a menu titled 'select type' with the four kinds, and appends the chosen one", async () => {
    const content = contentOf('poll');
    const keys = [String(content.UpdateKey)];
    const { patches, applyPatches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Añadir elemento' }));
    const menu = screen.getByRole('menu', { name: 'Seleccione el tipo' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Selección múltiple', 'Selección única', 'Valoración', 'Número']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Valoración' }));
    expect(patches.at(-1)?.PollFormData).toEqual([
      { id: expect.any(String), type: 'rating', question: { es: '', en: '' } },
    ]);
    expectPollPatch(content, patches.at(-1), keys);

    applyPatches();
    await user.click(screen.getByRole('button', { name: 'Añadir elemento' }));
    await user.click(screen.getByRole('menuitem', { name: 'Número' }));
    expect(patches.at(-1)?.PollFormData).toEqual([
      expect.objectContaining({ type: 'rating' }),
      { id: expect.any(String), type: 'number', question: { es: '', en: '' }, min: 0, max: 100 },
    ]);
    expectPollPatch(content, patches.at(-1), keys);
    applyPatches();
    expect(card(1)).toHaveTextContent('Valoración');
    expect(card(2)).toHaveTextContent('Número');
  });

  it('a rating question has only its translatable question', async () => {
    const content = pollWith([{ id: Q1, type: 'rating', question: { es: '', en: '' } }]);
    const { patches } = renderEditor(Editor, content);
    expect(within(card(1)).queryByRole('button', { name: 'Añadir respuesta' })).toBeNull();
    expect(within(card(1)).queryByRole('spinbutton')).toBeNull();
    await userEvent.type(within(card(1)).getByRole('textbox', { name: 'Pregunta' }), '¿');
    expect(patches.at(-1)?.PollFormData).toEqual([
      { id: Q1, type: 'rating', question: { es: '¿', en: '' } },
    ]);
    expectPollPatch(content, patches.at(-1), [String(content.UpdateKey)]);
  });

  it("selection questions add answers labelled 'Answer N' from 1, edit and delete them", async () => {
    const content = pollWith([
      { id: Q1, type: 'multiSelection', question: { es: '¿Qué desayuna?', en: '' }, values: [] },
    ]);
    const keys = [String(content.UpdateKey)];
    const { patches, applyPatches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.click(within(card(1)).getByRole('button', { name: 'Añadir respuesta' }));
    expectPollPatch(content, patches.at(-1), keys);
    applyPatches();
    await user.click(within(card(1)).getByRole('button', { name: 'Añadir respuesta' }));
    expectPollPatch(content, patches.at(-1), keys);
    applyPatches();
    expect(within(card(1)).getByRole('textbox', { name: 'Respuesta 1' })).toBeInTheDocument();
    await user.type(within(card(1)).getByRole('textbox', { name: 'Respuesta 2' }), 'C');
    expectPollPatch(content, patches.at(-1), keys);
    const after = applyPatches();
    expect(after.PollFormData).toEqual([
      expect.objectContaining({
        values: [
          { id: expect.any(String), answer: { es: '', en: '' } },
          { id: expect.any(String), answer: { es: 'C', en: '' } },
        ],
      }),
    ]);

    // An empty answer goes at once; one with text asks first.
    await user.click(within(card(1)).getByRole('button', { name: 'Eliminar la respuesta 1' }));
    expectPollPatch(content, patches.at(-1), keys);
    applyPatches();
    expect(within(card(1)).queryByRole('textbox', { name: 'Respuesta 2' })).toBeNull();
    await user.click(within(card(1)).getByRole('button', { name: 'Eliminar la respuesta 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar eliminación' });
    const count = patches.length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
    expect(patches).toHaveLength(count);
    await user.click(within(card(1)).getByRole('button', { name: 'Eliminar la respuesta 1' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await dialogClosed();
    expect(patches.at(-1)?.PollFormData).toEqual([expect.objectContaining({ values: [] })]);
    expectPollPatch(content, patches.at(-1), keys);
  });

  it('deleting a question removes it by id, asking first when it holds something', async () => {
    const content = pollWith([
      { id: Q1, type: 'singleSelection', question: { es: '', en: '' }, values: [] },
      {
        id: Q2,
        type: 'singleSelection',
        question: { es: '¿Volvería?', en: '' },
        values: [{ id: A1, answer: { es: 'Sí', en: 'Yes' } }],
      },
    ]);
    const keys = [String(content.UpdateKey)];
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.click(within(card(2)).getByRole('button', { name: 'Eliminar la pregunta 2' }));
    expect(patches).toEqual([]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(patches.at(-1)?.PollFormData).toEqual([expect.objectContaining({ id: Q1 })]);
    expectPollPatch(content, patches.at(-1), keys);
    await dialogClosed();

    await user.click(within(card(1)).getByRole('button', { name: 'Eliminar la pregunta 1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches.at(-1)?.PollFormData).toEqual([expect.objectContaining({ id: Q2 })]);
    expectPollPatch(content, patches.at(-1), keys);
  });

  it('number questions edit Min and Max (defaults 0 and 100), stored only when min ≤ max', async () => {
    const content = pollWith([
      { id: Q1, type: 'number', question: { es: 'Edad', en: '' }, min: 0, max: 100 },
    ]);
    const keys = [String(content.UpdateKey)];
    const { patches } = renderEditor(Live, content);
    const user = userEvent.setup();
    const min = () => within(card(1)).getByRole('spinbutton', { name: 'Mínimo' });
    const max = () => within(card(1)).getByRole('spinbutton', { name: 'Máximo' });
    expect(min()).toHaveValue(0);
    expect(max()).toHaveValue(100);

    await user.clear(max());
    expect(patches).toEqual([]);
    expect(within(card(1)).getByText('Escriba un número')).toBeInTheDocument();
    await user.type(max(), '10');
    expect(patches.at(-1)?.PollFormData).toEqual([expect.objectContaining({ min: 0, max: 10 })]);
    expectPollPatch(content, patches.at(-1), keys);

    const count = patches.length;
    await user.clear(min());
    await user.type(min(), '20');
    expect(min()).toHaveValue(20);
    expect(
      within(card(1)).getByText('El mínimo no puede ser mayor que el máximo'),
    ).toBeInTheDocument();
    expect(patches.slice(count).map((patch) => patch.PollFormData)).toEqual([
      [expect.objectContaining({ min: 2, max: 10 })],
    ]);

    await user.clear(max());
    await user.type(max(), '30');
    expect(patches.at(-1)?.PollFormData).toEqual([expect.objectContaining({ min: 20, max: 30 })]);
    expectPollPatch(content, patches.at(-1), keys);
  });

  it('the alias is stored with a new UpdateKey too (every change renews it)', async () => {
    const content = contentOf('poll');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(screen.getByRole('textbox', { name: 'Alias' }), 'E');
    expect(patches.at(-1)).toEqual({ PollAlias: 'E', UpdateKey: expect.any(String) });
    expectPollPatch(content, patches.at(-1), [String(content.UpdateKey)]);
  });

  it('collapsed, shows only the alias and the number of questions', () => {
    renderEditor(
      Editor,
      pollWith(
        [
          { id: Q1, type: 'rating', question: { es: '', en: '' } },
          { id: Q2, type: 'rating', question: { es: '', en: '' } },
        ],
        { PollAlias: 'Satisfacción' },
      ),
      { collapsed: true },
    );
    expect(screen.getByText('Satisfacción · 2 preguntas')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
