import { describe, expect, it } from 'vitest';
import { INFOTEN_FILTER_KEYS, type InfotenFilters } from '../blocks/infoten.ts';
import {
  type InfotenCatalogueEntry,
  type InfotenLists,
  infotenOptions,
  infotenSummaryParts,
  readInfotenFilters,
  resolveInfoten,
  withInfotenFilter,
} from './infoten.ts';

const catalogue: Record<string, InfotenCatalogueEntry[]> = {
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
    { nombre: 'Senderismo', nombreTipo: 'Rutas' },
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

const kindOf = {
  Actividad: 'actividades',
  Tipo: 'tipos',
  SubTipo: 'subtipos',
  ClasificacionTipo: 'clasificaciontipos',
  SubClasificacionTipo: 'subclasificaciontipos',
  Recomendado: 'recomendado',
  Municipio: 'municipios',
  Zona: 'zonas',
} as const;

const allLists = (): InfotenLists =>
  Object.fromEntries(
    INFOTEN_FILTER_KEYS.map((key) => [key, infotenOptions(key, catalogue[kindOf[key]] ?? [])]),
  );

const valuesOf = (resolution: ReturnType<typeof resolveInfoten>, key: keyof typeof kindOf) =>
  resolution.selects[key].options.map((option) => option.value);

describe('infotenOptions', () => {
  it('uses nombre as both value and label', () => {
    const options = infotenOptions('Zona', catalogue.zonas ?? []);
    expect(options.slice(1)).toEqual([
      { value: 'Norte', label: 'Norte', parent: null },
      { value: 'Sur', label: 'Sur', parent: null },
    ]);
  });

  it('gives every list but actividades a leading empty option', () => {
    expect(infotenOptions('Actividad', catalogue.actividades ?? []).map((o) => o.value)).toEqual([
      'Eventos',
      'Recursos',
    ]);
    for (const key of INFOTEN_FILTER_KEYS.filter((k) => k !== 'Actividad')) {
      expect(infotenOptions(key, catalogue[kindOf[key]] ?? [])[0]).toEqual({
        value: '',
        label: '',
        parent: null,
      });
    }
    expect(infotenOptions('Recomendado', [])).toHaveLength(1);
    expect(infotenOptions('Actividad', [])).toHaveLength(0);
  });

  it("leaves out tipos with activo '0', and keeps those without activo", () => {
    const values = infotenOptions('Tipo', [
      ...(catalogue.tipos ?? []),
      { nombre: 'Parques', actividad: 'Recursos' },
    ]).map((o) => o.value);
    expect(values).toEqual(['', 'Fiestas', 'Museos', 'Playas', 'Rutas', 'Parques']);
  });

  it('reads the parent each dependent entry belongs to, null when absent or empty', () => {
    expect(infotenOptions('Tipo', catalogue.tipos ?? [])[1]?.parent).toBe('Eventos');
    expect(infotenOptions('Tipo', catalogue.tipos ?? [])[4]?.parent).toBeNull();
    expect(infotenOptions('SubTipo', catalogue.subtipos ?? [])[3]?.parent).toBe('Museos');
    expect(infotenOptions('ClasificacionTipo', catalogue.clasificaciontipos ?? [])[1]?.parent).toBe(
      'Playas',
    );
    expect(
      infotenOptions('SubClasificacionTipo', catalogue.subclasificaciontipos ?? [])[1]?.parent,
    ).toBe('Urbana');
    expect(infotenOptions('SubTipo', [{ nombre: 'Suelto', TipoActividad: '' }])[1]?.parent).toBe(
      null,
    );
  });

  it('skips entries without a name, which could not be told from the empty option', () => {
    const entries = [{ nombre: '' }, { nombre: 'Sur' }] as InfotenCatalogueEntry[];
    expect(infotenOptions('Zona', entries).map((o) => o.value)).toEqual(['', 'Sur']);
  });
});

describe('resolveInfoten: the cascade', () => {
  it("defaults Actividad to 'Recursos' and keeps it in the cleaned filters", () => {
    const resolution = resolveInfoten(allLists(), {});
    expect(resolution.selects.Actividad.value).toBe('Recursos');
    expect(resolution.filters).toEqual({ Actividad: 'Recursos' });
    expect(resolution.cleared).toEqual([]);
  });

  it('keeps only the Tipos of the chosen Actividad plus those with no actividad', () => {
    expect(valuesOf(resolveInfoten(allLists(), { Actividad: 'Recursos' }), 'Tipo')).toEqual([
      '',
      'Museos',
      'Playas',
      'Rutas',
    ]);
    expect(valuesOf(resolveInfoten(allLists(), { Actividad: 'Eventos' }), 'Tipo')).toEqual([
      '',
      'Fiestas',
      'Rutas',
    ]);
  });

  it('filters SubTipos by TipoActividad and ClasificacionTipos by nombreTipo of the chosen Tipo', () => {
    const playas = resolveInfoten(allLists(), { Actividad: 'Recursos', Tipo: 'Playas' });
    expect(valuesOf(playas, 'SubTipo')).toEqual(['', 'Arena negra', 'Arena rubia']);
    expect(valuesOf(playas, 'ClasificacionTipo')).toEqual(['', 'Nudista', 'Urbana']);
    const museos = resolveInfoten(allLists(), { Tipo: 'Museos' });
    expect(valuesOf(museos, 'SubTipo')).toEqual(['', 'Arte']);
    expect(valuesOf(museos, 'ClasificacionTipo')).toEqual(['']);
  });

  it('filters SubClasificacionTipos by the chosen ClasificacionTipo', () => {
    const urbana = resolveInfoten(allLists(), { Tipo: 'Playas', ClasificacionTipo: 'Urbana' });
    expect(valuesOf(urbana, 'SubClasificacionTipo')).toEqual([
      '',
      'Con socorrista',
      'Sin socorrista',
    ]);
    const nudista = resolveInfoten(allLists(), { Tipo: 'Playas', ClasificacionTipo: 'Nudista' });
    expect(valuesOf(nudista, 'SubClasificacionTipo')).toEqual(['']);
  });

  it('holds only the empty option in a dependent list whose parent is not chosen', () => {
    const resolution = resolveInfoten(allLists(), { Actividad: 'Recursos' });
    expect(valuesOf(resolution, 'SubTipo')).toEqual(['']);
    expect(valuesOf(resolution, 'ClasificacionTipo')).toEqual(['']);
    expect(valuesOf(resolution, 'SubClasificacionTipo')).toEqual(['']);
  });

  it('keeps a selection still in its filtered list', () => {
    const filters: InfotenFilters = {
      Actividad: 'Recursos',
      Tipo: 'Playas',
      SubTipo: 'Arena negra',
      ClasificacionTipo: 'Urbana',
      SubClasificacionTipo: 'Sin socorrista',
      Recomendado: 'Familias',
      Municipio: 'Adeje',
      Zona: 'Norte',
    };
    const resolution = resolveInfoten(allLists(), filters);
    expect(resolution.filters).toEqual(filters);
    expect(resolution.cleared).toEqual([]);
    expect(resolution.selects.SubClasificacionTipo.value).toBe('Sin socorrista');
  });

  it('clears a selection no longer in its filtered list, and the clearing cascades down', () => {
    const resolution = resolveInfoten(allLists(), {
      Actividad: 'Eventos',
      Tipo: 'Playas',
      SubTipo: 'Arena negra',
      ClasificacionTipo: 'Urbana',
      SubClasificacionTipo: 'Con socorrista',
      Zona: 'Sur',
    });
    expect(resolution.filters).toEqual({ Actividad: 'Eventos', Zona: 'Sur' });
    expect(resolution.cleared).toEqual([
      'Tipo',
      'SubTipo',
      'ClasificacionTipo',
      'SubClasificacionTipo',
    ]);
    expect(resolution.selects.Tipo.value).toBeNull();
    expect(valuesOf(resolution, 'SubTipo')).toEqual(['']);
  });

  it('clears a choice missing from an independent list or from actividades', () => {
    const resolution = resolveInfoten(allLists(), {
      Actividad: 'Deportes',
      Municipio: 'Arona',
      Recomendado: 'Familias',
    });
    expect(resolution.filters).toEqual({ Recomendado: 'Familias' });
    expect(resolution.cleared).toEqual(['Actividad', 'Municipio']);
    // With no Actividad, only the Tipos that belong to none are left.
    expect(valuesOf(resolution, 'Tipo')).toEqual(['', 'Rutas']);
  });

  it("does not report the default 'Recursos' as cleared when the list lacks it", () => {
    const lists = {
      ...allLists(),
      Actividad: infotenOptions('Actividad', [{ nombre: 'Eventos' }]),
    };
    const resolution = resolveInfoten(lists, {});
    expect(resolution.filters).toEqual({});
    expect(resolution.cleared).toEqual([]);
  });

  it('keeps Recomendado, Municipio and Zona independent of each other and of the cascade', () => {
    const resolution = resolveInfoten(allLists(), { Zona: 'Norte', Municipio: 'Adeje' });
    expect(valuesOf(resolution, 'Municipio')).toEqual(['', 'Adeje', 'La Laguna']);
    expect(resolution.filters).toMatchObject({ Zona: 'Norte', Municipio: 'Adeje' });
  });

  it('offers a name repeated under the same parent once', () => {
    const lists = {
      ...allLists(),
      SubTipo: infotenOptions('SubTipo', [
        { nombre: 'Otros', TipoActividad: 'Playas' },
        { nombre: 'Otros', TipoActividad: 'Playas' },
        { nombre: 'Otros', TipoActividad: 'Museos' },
      ]),
    };
    expect(valuesOf(resolveInfoten(lists, { Tipo: 'Playas' }), 'SubTipo')).toEqual(['', 'Otros']);
  });
});

describe('resolveInfoten: visibility', () => {
  it('shows a dependent select only when its filtered list has more than one entry, the empty option counting', () => {
    const museos = resolveInfoten(allLists(), { Tipo: 'Museos' });
    // '' + 'Arte': one real choice is still offered.
    expect(museos.selects.SubTipo.visible).toBe(true);
    // Only the empty option.
    expect(museos.selects.ClasificacionTipo.visible).toBe(false);
    expect(museos.selects.SubClasificacionTipo.visible).toBe(false);
    expect(museos.selects.Tipo.visible).toBe(true);
  });

  it('hides Tipo when the Actividad has no tipos and none is free of an actividad', () => {
    const lists = {
      ...allLists(),
      Tipo: infotenOptions('Tipo', [{ nombre: 'Fiestas', actividad: 'Eventos' }]),
    };
    expect(resolveInfoten(lists, { Actividad: 'Recursos' }).selects.Tipo.visible).toBe(false);
    expect(resolveInfoten(lists, { Actividad: 'Eventos' }).selects.Tipo.visible).toBe(true);
  });

  it('always shows Actividad, Recomendado, Municipio and Zona, even with an empty list', () => {
    const lists: InfotenLists = Object.fromEntries(
      INFOTEN_FILTER_KEYS.map((key) => [key, infotenOptions(key, [])]),
    );
    const { selects } = resolveInfoten(lists, {});
    for (const key of ['Actividad', 'Recomendado', 'Municipio', 'Zona'] as const) {
      expect(selects[key].visible).toBe(true);
    }
    for (const key of ['Tipo', 'SubTipo', 'ClasificacionTipo', 'SubClasificacionTipo'] as const) {
      expect(selects[key].visible).toBe(false);
    }
  });
});

describe('resolveInfoten: lists not loaded', () => {
  it('keeps the choice of a list that is loading or failed, unchecked, and shows its select', () => {
    const { Tipo: _loading, ...lists } = allLists();
    const resolution = resolveInfoten(lists, {
      Actividad: 'Recursos',
      Tipo: 'Desaparecido',
      SubTipo: 'Arte',
    });
    expect(resolution.selects.Tipo).toEqual({
      visible: true,
      options: [],
      value: 'Desaparecido',
      loaded: false,
    });
    // SubTipo is checked against the Tipo as stored: 'Arte' belongs to Museos, so it goes.
    expect(resolution.filters).toEqual({ Actividad: 'Recursos', Tipo: 'Desaparecido' });
    expect(resolution.cleared).toEqual(['SubTipo']);
  });

  it('never clears anything when no list is loaded', () => {
    const filters: InfotenFilters = { Actividad: 'X', Tipo: 'Y', SubTipo: 'Z', Zona: 'W' };
    const resolution = resolveInfoten({}, filters);
    expect(resolution.filters).toEqual(filters);
    expect(resolution.cleared).toEqual([]);
  });
});

describe('readInfotenFilters', () => {
  it('reads the stored object, or its JSON string', () => {
    expect(readInfotenFilters({ Actividad: 'Eventos', Tipo: 'Fiestas' })).toEqual({
      Actividad: 'Eventos',
      Tipo: 'Fiestas',
    });
    expect(readInfotenFilters('{"Actividad":"Recursos","Zona":"Sur"}')).toEqual({
      Actividad: 'Recursos',
      Zona: 'Sur',
    });
  });

  it("drops keys without a selected value, and reads nothing from what isn't filters", () => {
    expect(readInfotenFilters({ Actividad: 'Recursos', Tipo: '', Zona: null })).toEqual({
      Actividad: 'Recursos',
    });
    expect(readInfotenFilters('')).toEqual({});
    expect(readInfotenFilters(undefined)).toEqual({});
    expect(readInfotenFilters('not json')).toEqual({});
    expect(readInfotenFilters({ Unknown: 'x' })).toEqual({});
  });
});

describe('withInfotenFilter', () => {
  it('sets a key, and removes it for null or an empty choice', () => {
    const filters: InfotenFilters = { Actividad: 'Recursos', Tipo: 'Playas' };
    expect(withInfotenFilter(filters, 'Zona', 'Sur')).toEqual({ ...filters, Zona: 'Sur' });
    expect(withInfotenFilter(filters, 'Tipo', null)).toEqual({ Actividad: 'Recursos' });
    expect(withInfotenFilter(filters, 'Tipo', '')).toEqual({ Actividad: 'Recursos' });
    expect(filters).toEqual({ Actividad: 'Recursos', Tipo: 'Playas' });
  });
});

describe('infotenSummaryParts', () => {
  it('lists the chosen values in cascade order', () => {
    expect(
      infotenSummaryParts({ Zona: 'Sur', Tipo: 'Playas', Actividad: 'Recursos', SubTipo: 'Arena' }),
    ).toEqual(['Recursos', 'Playas', 'Arena', 'Sur']);
    expect(infotenSummaryParts({ Actividad: 'Eventos' })).toEqual(['Eventos']);
  });

  it('is empty when nothing narrows the default: all resources', () => {
    expect(infotenSummaryParts({ Actividad: 'Recursos' })).toEqual([]);
    expect(infotenSummaryParts({})).toEqual([]);
    expect(infotenSummaryParts({ Zona: 'Norte' })).toEqual(['Recursos', 'Norte']);
  });
});
