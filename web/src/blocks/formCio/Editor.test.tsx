import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import type { BlockEditorProps } from '../types.ts';
import { Editor } from './Editor.tsx';

const FORMS_PATH = '/api/enterprises/12/form-cio';
const forms = on('GET', FORMS_PATH, () =>
  json(200, {
    data: [
      { ID: 3, Name: 'Petición de toallas' },
      // Ids are integers on the wire; one given as text is still stored as a number.
      { ID: '8', Name: 'Reserva de spa' },
    ],
    total: 2,
  }),
);

const select = () => screen.getByRole('combobox', { name: 'Formulario' });
const optionTexts = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The editor with a collapse button, as the content list toggles it, keeping one query cache. */
const Collapsible = (props: BlockEditorProps<'formCio'>) => {
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

describe('form editor (formCio, 54)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the enterprise's forms and reports the chosen one's id as a number", async () => {
    const { calls } = stubFetch(forms);
    const content = contentOf('formCio');
    const { patches } = renderEditor(Editor, content);
    await waitFor(() => expect(select()).not.toHaveAttribute('aria-disabled'));
    expect(calls.map((call) => call.path)).toEqual([FORMS_PATH]);
    await userEvent.click(select());
    expect(optionTexts()).toEqual(['Ninguno', 'Petición de toallas', 'Reserva de spa']);
    await userEvent.click(screen.getByRole('option', { name: 'Reserva de spa' }));
    expect(patches).toEqual([{ FormCioFieldsConfig: 8 }]);
    expectValidPatch('formCio', content, patches[0] ?? {});
  });

  it('shows the saved form by name, and choosing it again reports nothing', async () => {
    stubFetch(forms);
    const { patches } = renderEditor(Editor, contentOf('formCio', { FormCioFieldsConfig: 3 }));
    await waitFor(() => expect(select()).toHaveTextContent('Petición de toallas'));
    await userEvent.click(select());
    await userEvent.click(screen.getByRole('option', { name: 'Petición de toallas' }));
    expect(patches).toEqual([]);
  });

  it('a saved form the enterprise no longer has stays visible as such, unchanged', async () => {
    stubFetch(forms);
    const { patches } = renderEditor(Editor, contentOf('formCio', { FormCioFieldsConfig: 40 }));
    expect(await screen.findByText(/ya no está en la lista: elija otra/)).toBeInTheDocument();
    expect(select()).toHaveTextContent('40 (ya no está en la lista)');
    expect(patches).toEqual([]);
  });

  it('a row without a valid FormIcon gets the default icon with its first choice', async () => {
    stubFetch(forms);
    const content = contentOf('formCio', { FormIcon: 'mdi-star' });
    const { patches } = renderEditor(Editor, content);
    await waitFor(() => expect(select()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(select());
    await userEvent.click(screen.getByRole('option', { name: 'Petición de toallas' }));
    expect(patches).toEqual([{ FormCioFieldsConfig: 3, FormIcon: 'mdi-file-document-edit' }]);
    expectValidPatch('formCio', content, patches[0] ?? {});
  });

  it('says so while the list loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch((call) =>
      call.path === FORMS_PATH ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    renderEditor(Editor, contentOf('formCio'));
    expect(await screen.findByText('Cargando la lista…')).toBeInTheDocument();
    expect(select()).toHaveAttribute('aria-disabled', 'true');
    answer(json(200, { data: [], total: 0 }));
    expect(
      await screen.findByText('Todavía no hay formularios en esta empresa.'),
    ).toBeInTheDocument();
  });

  it('a failed list says so in red, stays editable, and retrying reads it again', async () => {
    let fail = true;
    const { calls } = stubFetch(
      (call) => (call.path === FORMS_PATH && fail ? apiError(500, 'internal') : undefined),
      forms,
    );
    const content = contentOf('formCio', { FormCioFieldsConfig: 3 });
    const { patches } = renderEditor(Editor, content);
    expect(await screen.findByText(/No se pudo cargar la lista/)).toHaveClass('Mui-error');
    expect(select()).not.toHaveAttribute('aria-disabled');
    expect(patches).toEqual([]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(select()).toHaveTextContent('Petición de toallas'));
    expect(calls).toHaveLength(2);
    await userEvent.click(select());
    await userEvent.click(screen.getByRole('option', { name: 'Reserva de spa' }));
    expect(patches).toEqual([{ FormCioFieldsConfig: 8 }]);
    expectValidPatch('formCio', content, patches[0] ?? {});
  });
});

describe('form editor (formCio, 54): collapse mode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says no form is chosen, without asking for the list', () => {
    const { calls } = stubFetch(forms);
    const { container } = renderEditor(Editor, contentOf('formCio'), { collapsed: true });
    expect(container.textContent).toBe('Ningún formulario elegido');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('names the form by its number when the list was not read', () => {
    const { calls } = stubFetch(forms);
    const { container } = renderEditor(Editor, contentOf('formCio', { FormCioFieldsConfig: 8 }), {
      collapsed: true,
    });
    expect(container.textContent).toBe('Formulario n.º 8');
    expect(calls).toHaveLength(0);
  });

  it('names the form from a list already read', async () => {
    const { calls } = stubFetch(forms);
    const { container } = renderEditor(
      Collapsible,
      contentOf('formCio', { FormCioFieldsConfig: 8 }),
    );
    await waitFor(() => expect(select()).toHaveTextContent('Reserva de spa'));
    await userEvent.click(screen.getByRole('button', { name: 'plegar' }));
    expect(container.textContent).toBe('plegarReserva de spa');
    expect(calls).toHaveLength(1);
  });
});
