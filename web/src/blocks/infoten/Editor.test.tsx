import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INFOTEN_KINDS, type InfotenEntry, type InfotenKind } from '../../api/catalogues.ts';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const CATALOGUE: Record<InfotenKind, InfotenEntry[]> = {
  actividades: [{ nombre: 'Eventos' }, { nombre: 'Recursos' }],
  tipos: [
    { nombre: 'Fiestas', activo: '1', actividad: 'Eventos' },
    { nombre: 'Museos', activo: '1', actividad: 'Recursos' },
    { nombre: 'Playas', activo: '1', actividad: 'Recursos' },
    { nombre: 'Rutas', activo: '1', actividad: null },
    { nombre: 'Volcanes', activo: '0', actividad: 'Recursos' },
  ],
  subtipos: [
    { nombre: 'Arena negra', TipoActividad: 'Playas' },
    { nombre: 'Arena rubia', TipoActividad: 'Playas' },
    { nombre: 'Arte', TipoActividad: 'Museos' },
  ],
  clasificaciontipos: [
    { nombre: 'Nudista', nombreTipo: 'Playas' },
    { nombre: 'Urbana', nombreTipo: 'Playas' },
  ],
  subclasificaciontipos: [
    { nombre: 'Con socorrista', ClasificacionTipo: 'Urbana' },
    { nombre: 'Sin socorrista', ClasificacionTipo: 'Urbana' },
  ],
  recomendado: [{ nombre: 'Familias' }, { nombre: 'Parejas' }],
  municipios: [
    { nombre: 'Adeje', zona: 'Sur' },
    { nombre: 'La Laguna', zona: 'Norte' },
  ],
  zonas: [{ nombre: 'Norte' }, { nombre: 'Sur' }],
};

/** The eight public lists as the server answers them; `failing` kinds answer 500 while listed. */
const stubCatalogue = (failing = new Set<InfotenKind>()) =>
  stubFetch(
    ...INFOTEN_KINDS.map((kind) =>
      on('GET', `/api/public/infoten/${kind}`, () =>
        failing.has(kind)
          ? apiError(500, 'internal')
          : json(200, { data: CATALOGUE[kind], total: CATALOGUE[kind].length }),
      ),
    ),
  );

const combo = (label: string) => screen.getByRole('combobox', { name: label });
const queryCombo = (label: string) => screen.queryByRole('combobox', { name: label });

/** The options a select offers, in order. */
const optionsOf = async (label: string) => {
  const user = userEvent.setup();
  await user.click(combo(label));
  const listbox = screen.getByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return names;
};

const pick = async (label: string, option: string) => {
  const user = userEvent.setup();
  await user.click(combo(label));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

/** Waits until every list has been read (no select says it is loading). */
const loaded = async () => {
  await waitFor(() => expect(screen.queryByText('Cargando la lista…')).not.toBeInTheDocument());
  await screen.findByRole('combobox', { name: 'Zona' });
};

const lastFilters = (patches: readonly Record<string, unknown>[]) => patches.at(-1)?.InfotenFilters;

describe('infoten editor (46)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the eight lists and starts on Actividad 'Recursos' with its Tipos", async () => {
    const { calls } = stubCatalogue();
    const { patches } = renderEditor(Editor, contentOf('infoten'));
    await loaded();
    expect(combo('Actividad')).toHaveTextContent('Recursos');
    expect(calls.map((call) => call.path).sort()).toEqual(
      Object.keys(CATALOGUE)
        .map((kind) => `/api/public/infoten/${kind}`)
        .sort(),
    );
    // No empty option for Actividad; inactive Volcanes and Eventos' Fiestas are left out.
    expect(await optionsOf('Actividad')).toEqual(['Eventos', 'Recursos']);
    expect(await optionsOf('Tipo')).toEqual(['Todos', 'Museos', 'Playas', 'Rutas']);
    expect(await optionsOf('Recomendado')).toEqual(['Todos', 'Familias', 'Parejas']);
    expect(await optionsOf('Municipio')).toEqual(['Todos', 'Adeje', 'La Laguna']);
    expect(await optionsOf('Zona')).toEqual(['Todos', 'Norte', 'Sur']);
    // Nothing chosen above them: the dependent lists hold only the empty option.
    expect(queryCombo('SubTipo')).not.toBeInTheDocument();
    expect(queryCombo('ClasificacionTipo')).not.toBeInTheDocument();
    expect(queryCombo('SubClasificacionTipo')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it("defaults Actividad to 'Recursos' when the stored filters have none, and writes it on a change", async () => {
    stubCatalogue();
    const content = contentOf('infoten', { InfotenFilters: {} });
    const { patches } = renderEditor(Editor, content);
    await loaded();
    expect(combo('Actividad')).toHaveTextContent('Recursos');
    expect(patches).toEqual([]);
    await pick('Zona', 'Norte');
    expect(patches).toEqual([{ InfotenFilters: { Actividad: 'Recursos', Zona: 'Norte' } }]);
    expectValidPatch('infoten', content, patches.at(-1) ?? {});
  });

  it('choosing an Actividad keeps its Tipos plus those with no actividad, and clears a Tipo of another', async () => {
    stubCatalogue();
    const content = contentOf('infoten', {
      InfotenFilters: { Actividad: 'Recursos', Tipo: 'Playas', SubTipo: 'Arena negra' },
    });
    const { patches, applyPatches } = renderEditor(Editor, content);
    await loaded();
    await pick('Actividad', 'Eventos');
    // The Tipo is not an Eventos one: it goes, and its SubTipo with it.
    expect(patches).toEqual([{ InfotenFilters: { Actividad: 'Eventos' } }]);
    expectValidPatch('infoten', content, patches.at(-1) ?? {});
    applyPatches();
    expect(await optionsOf('Tipo')).toEqual(['Todos', 'Fiestas', 'Rutas']);
    expect(queryCombo('SubTipo')).not.toBeInTheDocument();
  });

  it('choosing a Tipo filters SubTipos by TipoActividad and ClasificacionTipos by nombreTipo', async () => {
    stubCatalogue();
    const content = contentOf('infoten');
    const { patches, applyPatches } = renderEditor(Editor, content);
    await loaded();
    await pick('Tipo', 'Playas');
    expect(lastFilters(patches)).toEqual({ Actividad: 'Recursos', Tipo: 'Playas' });
    expectValidPatch('infoten', content, patches.at(-1) ?? {});
    applyPatches();
    expect(await optionsOf('SubTipo')).toEqual(['Todos', 'Arena negra', 'Arena rubia']);
    expect(await optionsOf('ClasificacionTipo')).toEqual(['Todos', 'Nudista', 'Urbana']);

    await pick('Tipo', 'Museos');
    applyPatches();
    // One real SubTipo plus the empty option: more than one entry, still shown.
    expect(await optionsOf('SubTipo')).toEqual(['Todos', 'Arte']);
    // Museos has no ClasificacionTipo: only the empty option is left, so the select hides.
    expect(queryCombo('ClasificacionTipo')).not.toBeInTheDocument();
  });

  it('choosing a ClasificacionTipo filters SubClasificacionTipos', async () => {
    stubCatalogue();
    const content = contentOf('infoten', { InfotenFilters: { Tipo: 'Playas' } });
    const { patches, applyPatches } = renderEditor(Editor, content);
    await loaded();
    expect(queryCombo('SubClasificacionTipo')).not.toBeInTheDocument();
    await pick('ClasificacionTipo', 'Urbana');
    expect(lastFilters(patches)).toEqual({
      Actividad: 'Recursos',
      Tipo: 'Playas',
      ClasificacionTipo: 'Urbana',
    });
    expectValidPatch('infoten', content, patches.at(-1) ?? {});
    applyPatches();
    expect(await optionsOf('SubClasificacionTipo')).toEqual([
      'Todos',
      'Con socorrista',
      'Sin socorrista',
    ]);
    await pick('ClasificacionTipo', 'Nudista');
    applyPatches();
    expect(queryCombo('SubClasificacionTipo')).not.toBeInTheDocument();
  });

  it('changing or emptying a Tipo clears what hung from it, and keeps the independent lists', async () => {
    stubCatalogue();
    const content = contentOf('infoten', {
      InfotenFilters: {
        Actividad: 'Recursos',
        Tipo: 'Playas',
        SubTipo: 'Arena rubia',
        ClasificacionTipo: 'Urbana',
        SubClasificacionTipo: 'Con socorrista',
        Recomendado: 'Parejas',
        Municipio: 'Adeje',
        Zona: 'Norte',
      },
    });
    const { patches } = renderEditor(Editor, content);
    await loaded();
    expect(combo('SubClasificacionTipo')).toHaveTextContent('Con socorrista');
    const independent = { Recomendado: 'Parejas', Municipio: 'Adeje', Zona: 'Norte' };
    await pick('Tipo', 'Museos');
    expect(lastFilters(patches)).toEqual({ Actividad: 'Recursos', Tipo: 'Museos', ...independent });
    expectValidPatch('infoten', content, patches.at(-1) ?? {});
    await pick('Tipo', 'Todos');
    expect(lastFilters(patches)).toEqual({ Actividad: 'Recursos', ...independent });
    expectValidPatch('infoten', content, patches.at(-1) ?? {});
  });

  it('clears a stale saved choice once the lists are read, reporting the cleaned filters once', async () => {
    stubCatalogue();
    // Stored as a JSON string, as the schema also accepts.
    const content = contentOf('infoten', {
      InfotenFilters: JSON.stringify({
        Actividad: 'Recursos',
        Tipo: 'Playas',
        SubTipo: 'Arena gris',
        Zona: 'Sur',
      }),
    });
    const { patches, applyPatches } = renderEditor(Editor, content);
    // While the lists load nothing is cleared.
    expect(patches).toEqual([]);
    await loaded();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      InfotenFilters: { Actividad: 'Recursos', Tipo: 'Playas', Zona: 'Sur' },
    });
    expectValidPatch('infoten', content, patches[0] ?? {});
    applyPatches();
    expect(combo('SubTipo')).not.toHaveTextContent('Arena gris');
    expect(patches).toHaveLength(1);
  });

  it('a failed list shows its error with retry, clears nothing, and the other selects keep working', async () => {
    const failing = new Set<InfotenKind>(['tipos']);
    stubCatalogue(failing);
    const content = contentOf('infoten', {
      InfotenFilters: { Actividad: 'Recursos', Tipo: 'Playas', SubTipo: 'Arena negra' },
    });
    const { patches } = renderEditor(Editor, content);
    await waitFor(() => expect(screen.getByText(/No se pudo cargar la lista/)).toBeInTheDocument());
    await loaded();
    // The stored Tipo stays, shown as such; its SubTipo is checked against it and kept.
    expect(combo('Tipo')).toHaveTextContent('Playas');
    expect(combo('SubTipo')).toHaveTextContent('Arena negra');
    expect(patches).toEqual([]);

    await pick('Zona', 'Sur');
    expect(lastFilters(patches)).toEqual({
      Actividad: 'Recursos',
      Tipo: 'Playas',
      SubTipo: 'Arena negra',
      Zona: 'Sur',
    });
    expectValidPatch('infoten', content, patches.at(-1) ?? {});

    failing.clear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.queryByText(/No se pudo cargar la lista/)).not.toBeInTheDocument(),
    );
    expect(await optionsOf('Tipo')).toEqual(['Todos', 'Museos', 'Playas', 'Rutas']);
  });

  it('a failed list in the middle keeps its select, while a stale choice of a read list is cleared', async () => {
    stubCatalogue(new Set<InfotenKind>(['subtipos']));
    const content = contentOf('infoten', {
      InfotenFilters: { Tipo: 'Playas', SubTipo: 'Arena gris', Municipio: 'Arona' },
    });
    const { patches } = renderEditor(Editor, content);
    await loaded();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      InfotenFilters: { Actividad: 'Recursos', Tipo: 'Playas', SubTipo: 'Arena gris' },
    });
    expectValidPatch('infoten', content, patches[0] ?? {});
    expect(combo('SubTipo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('collapsed, shows the chosen filters on one line without reading the lists', () => {
    const { calls } = stubCatalogue();
    renderEditor(
      Editor,
      contentOf('infoten', {
        InfotenFilters:
          '{"Zona":"Sur","Actividad":"Recursos","Tipo":"Playas","SubTipo":"Arena negra"}',
      }),
      { collapsed: true },
    );
    expect(screen.getByText('Recursos › Playas › Arena negra › Sur')).toBeInTheDocument();
    expect(queryCombo('Actividad')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("collapsed, says 'Todos los recursos' when nothing narrows the default", () => {
    stubCatalogue();
    renderEditor(Editor, contentOf('infoten'), { collapsed: true });
    expect(screen.getByText('Todos los recursos')).toBeInTheDocument();
  });

  it('collapsed, names another Actividad even alone', () => {
    stubCatalogue();
    renderEditor(Editor, contentOf('infoten', { InfotenFilters: { Actividad: 'Eventos' } }), {
      collapsed: true,
    });
    expect(screen.getByText('Eventos')).toBeInTheDocument();
  });
});
