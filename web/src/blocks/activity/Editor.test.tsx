import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const LINK = { DviewLink: 'dv-77' };
const PROVIDER = '/api/p_activity/dv-77/carta-type-activity';
const providerTypes = on('GET', PROVIDER, () =>
  json(200, [
    {
      TypeActivity01: 'Deporte',
      TypeActivity02: '',
      TypeActivity03: 'Relax#1#2#3',
      TypeActivity04: ' Música ',
      TypeActivity05: 'Niños#a',
    },
  ]),
);

const typeSelect = () => screen.getByRole('combobox', { name: 'Tipo de actividad' });

describe('activity editor (13)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers 'TODOS' and the provider's five types, named by the behaviour.md#data rules", async () => {
    const { calls } = stubFetch(providerTypes);
    renderEditor(Editor, contentOf('activity'), { enterprise: LINK });
    expect(typeSelect()).toHaveTextContent('TODOS');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Tipo de actividad' }));
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Deporte' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TODOS', 'Deporte', 'Type 02', 'Relax', 'Música', 'Niños#a']);
    expect(calls.map((c) => c.path)).toEqual([PROVIDER]);
  });

  it('reports the chosen type as TypeActivity, and TODOS as 0', async () => {
    stubFetch(providerTypes);
    const content = contentOf('activity', { TypeActivity: 1 });
    const { patches } = renderEditor(Editor, content, { enterprise: LINK });
    const user = userEvent.setup();
    await screen.findByText('Deporte');
    await user.click(typeSelect());
    await user.click(screen.getByRole('option', { name: 'Relax' }));
    expect(patches.at(-1)).toEqual({ TypeActivity: 3 });
    expectValidPatch('activity', content, patches.at(-1) ?? {});

    await user.click(typeSelect());
    await user.click(screen.getByRole('option', { name: 'TODOS' }));
    expect(patches.at(-1)).toEqual({ TypeActivity: 0 });
    expectValidPatch('activity', content, patches.at(-1) ?? {});
  });

  it('reports each of the four colours under its schema name', async () => {
    stubFetch(providerTypes);
    const content = contentOf('activity');
    const { patches } = renderEditor(Editor, content, { enterprise: LINK });
    const user = userEvent.setup();
    const fields = [
      ['Color primario', 'ActivityPrimaryColor'],
      ['Color secundario', 'ActivitySecundaryColor'],
      ['Color del título', 'ActivityColor'],
      ['Color de la descripción', 'ActivityDescriptionColor'],
    ] as const;
    for (const [label, field] of fields) {
      await user.click(screen.getByRole('button', { name: new RegExp(label) }));
      // After the first pick the colour is also under 'Recientes': take the preset one.
      await user.click(
        within(screen.getByRole('group', { name: 'Colores predefinidos' })).getByRole('button', {
          name: '#0000AA',
        }),
      );
      expect(patches.at(-1)).toEqual({ [field]: '#0000AA' });
      expectValidPatch('activity', content, patches.at(-1) ?? {});
    }
  });

  it("without a DviewLink says so, asks nothing, and still offers 'TODOS' and the colours", async () => {
    const { calls } = stubFetch();
    const content = contentOf('activity', { TypeActivity: 2 });
    const { patches } = renderEditor(Editor, content, { enterprise: { DviewLink: null } });
    const user = userEvent.setup();
    expect(screen.getByText(/no tiene enlace con el proveedor de actividades/)).toBeInTheDocument();
    await user.click(typeSelect());
    await user.click(screen.getByRole('option', { name: 'TODOS' }));
    expect(patches.at(-1)).toEqual({ TypeActivity: 0 });
    await user.click(screen.getByRole('button', { name: /Color primario/ }));
    await user.click(screen.getByRole('button', { name: '#0000AA' }));
    expect(patches.at(-1)).toEqual({ ActivityPrimaryColor: '#0000AA' });
    expectValidPatch('activity', content, patches.at(-1) ?? {});
    expect(calls).toHaveLength(0);
  });

  it('when the provider fails, says so with a retry, and the block stays editable', async () => {
    let fail = true;
    stubFetch(
      on('GET', PROVIDER, () =>
        fail ? apiError(502, 'provider_failed') : json(200, [{ TypeActivity01: 'Deporte' }]),
      ),
    );
    const content = contentOf('activity');
    const { patches } = renderEditor(Editor, content, { enterprise: LINK });
    const user = userEvent.setup();
    expect(await screen.findByText(/No se pudo cargar la lista/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Color del título/ }));
    await user.click(screen.getByRole('button', { name: '#0000AA' }));
    expect(patches.at(-1)).toEqual({ ActivityColor: '#0000AA' });
    expectValidPatch('activity', content, patches.at(-1) ?? {});

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await user.click(await screen.findByRole('combobox', { name: 'Tipo de actividad' }));
    expect(await screen.findByRole('option', { name: 'Deporte' })).toBeInTheDocument();
  });

  it('collapsed, shows only the chosen type on one line', async () => {
    stubFetch(providerTypes);
    renderEditor(Editor, contentOf('activity', { TypeActivity: 4 }), {
      enterprise: LINK,
      collapsed: true,
    });
    expect(await screen.findByText('Actividades: Música')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("collapsed, names type 0 'TODOS'", () => {
    stubFetch(providerTypes);
    renderEditor(Editor, contentOf('activity'), { enterprise: LINK, collapsed: true });
    expect(screen.getByText('Actividades: TODOS')).toBeInTheDocument();
  });
});
