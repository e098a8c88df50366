import {
  INFOTEN_DEFAULT_ACTIVIDAD,
  INFOTEN_FILTER_KEYS,
  type InfotenFilterKey,
  type InfotenFilters,
  infotenFiltersSchema,
} from '../blocks/infoten.ts';

/**
 * The infoten cascade (behaviour.md#editing) as pure functions: the view feeds it the eight catalogue lists and the
 * stored filters, and draws what it answers.
 */

/** The public catalogue each select reads (behaviour.md#api), by filter key. */
export const INFOTEN_KIND_BY_KEY = {
  Actividad: 'actividades',
  Tipo: 'tipos',
  SubTipo: 'subtipos',
  ClasificacionTipo: 'clasificaciontipos',
  SubClasificacionTipo: 'subclasificaciontipos',
  Recomendado: 'recomendado',
  Municipio: 'municipios',
  Zona: 'zonas',
} as const satisfies Record<InfotenFilterKey, string>;

/** One entry of a catalogue as the server answers it (behaviour.md#data "Infoten catalogue entries"). */
export type InfotenCatalogueEntry = {
  readonly nombre: string;
  readonly activo?: string | null;
  readonly actividad?: string | null;
  readonly TipoActividad?: string | null;
  readonly nombreTipo?: string | null;
  readonly ClasificacionTipo?: string | null;
  readonly zona?: string | null;
};

/** `parent` is the value of the select above that this entry belongs to (null: none). */
export type InfotenOption = {
  readonly value: string;
  readonly label: string;
  readonly parent: string | null;
};

/** behaviour.md#api: every list except actividades starts with an empty option, meaning 'no filter'. */
export const INFOTEN_EMPTY_OPTION: InfotenOption = { value: '', label: '', parent: null };

/** The select a dependent select hangs from, and the entry field naming its value there. */
const PARENT_OF: Partial<
  Record<InfotenFilterKey, { readonly key: InfotenFilterKey; readonly field: ParentField }>
> = {
  Tipo: { key: 'Actividad', field: 'actividad' },
  SubTipo: { key: 'Tipo', field: 'TipoActividad' },
  ClasificacionTipo: { key: 'Tipo', field: 'nombreTipo' },
  SubClasificacionTipo: { key: 'ClasificacionTipo', field: 'ClasificacionTipo' },
};
type ParentField = 'actividad' | 'TipoActividad' | 'nombreTipo' | 'ClasificacionTipo';

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * One select's options from its raw catalogue (behaviour.md#api): `nombre` is both value and label; tipos with
 * activo '0' are left out; every list but actividades gets the leading empty option. An entry
 * without a name could not be told from the empty option, so it is skipped.
 */
export const infotenOptions = (
  key: InfotenFilterKey,
  entries: readonly InfotenCatalogueEntry[],
): InfotenOption[] => {
  const field = PARENT_OF[key]?.field;
  const options = entries
    .filter((entry) => textOrNull(entry.nombre) !== null)
    .filter((entry) => key !== 'Tipo' || entry.activo !== '0')
    .map((entry) => ({
      value: entry.nombre,
      label: entry.nombre,
      parent: field ? textOrNull(entry[field]) : null,
    }));
  return key === 'Actividad' ? options : [INFOTEN_EMPTY_OPTION, ...options];
};

/** The eight lists by filter key; a list not read yet (loading, or failed) is absent. */
export type InfotenLists = Partial<Record<InfotenFilterKey, readonly InfotenOption[]>>;

export type InfotenSelect = {
  /** False only for a dependent select whose filtered list holds one entry or none. */
  readonly visible: boolean;
  /** The filtered list, empty option first where the list has one; [] while not loaded. */
  readonly options: readonly InfotenOption[];
  /** The selection that survives the cascade, null when none. */
  readonly value: string | null;
  /** False while the list is loading or failed: its selection is kept as stored, unchecked. */
  readonly loaded: boolean;
};

export type InfotenResolution = {
  readonly selects: Readonly<Record<InfotenFilterKey, InfotenSelect>>;
  /** Only the keys with a selected value (behaviour.md#data), Actividad defaulted: what the block stores. */
  readonly filters: InfotenFilters;
  /** Keys given in `filters` whose choice is no longer in its (filtered) list. */
  readonly cleared: readonly InfotenFilterKey[];
};

/**
 * behaviour.md#editing: a Tipo belongs to the chosen Actividad or to none; SubTipos and ClasificacionTipos belong to
 * the chosen Tipo, SubClasificacionTipos to the chosen ClasificacionTipo. With no parent chosen a
 * dependent list holds only its empty option, so it stays hidden until its parent is chosen.
 */
const filterByParent = (
  key: InfotenFilterKey,
  options: readonly InfotenOption[],
  parentValue: string | undefined,
): InfotenOption[] => {
  const seen = new Set<string>();
  return options.filter((option) => {
    // A name may repeat under different parents: once filtered, it is offered once.
    if (seen.has(option.value)) return false;
    const belongs =
      option.value === INFOTEN_EMPTY_OPTION.value ||
      (key === 'Tipo' && option.parent === null) ||
      (parentValue !== undefined && option.parent === parentValue);
    if (belongs) seen.add(option.value);
    return belongs;
  });
};

/**
 * Runs the cascade from the top: each list is filtered by the selection kept above it, and a
 * selection is kept only while its filtered list holds it, so a clearing carries downwards.
 * A dependent select is shown when its filtered list has more than one entry, the empty option
 * counting as one: a single real choice is still offered. Actividad, Recomendado, Municipio and
 * Zona are always shown. A list not loaded never clears anything.
 */
export const resolveInfoten = (lists: InfotenLists, filters: InfotenFilters): InfotenResolution => {
  const wanted: InfotenFilters = {
    ...filters,
    Actividad: filters.Actividad ?? INFOTEN_DEFAULT_ACTIVIDAD,
  };
  const kept: InfotenFilters = {};
  const cleared: InfotenFilterKey[] = [];
  const selects = {} as Record<InfotenFilterKey, InfotenSelect>;

  for (const key of INFOTEN_FILTER_KEYS) {
    const list = lists[key];
    const value = wanted[key];
    if (!list) {
      if (value !== undefined) kept[key] = value;
      selects[key] = { visible: true, options: [], value: value ?? null, loaded: false };
      continue;
    }
    const parent = PARENT_OF[key];
    const options = parent ? filterByParent(key, list, kept[parent.key]) : list;
    const stillListed =
      value !== undefined && value !== '' && options.some((option) => option.value === value);
    if (stillListed) kept[key] = value;
    else if (filters[key] !== undefined) cleared.push(key);
    selects[key] = {
      visible: parent ? options.length > 1 : true,
      options,
      value: stillListed ? value : null,
      loaded: true,
    };
  }
  return { selects, filters: kept, cleared };
};

/** The filters as stored: an object or its JSON string (behaviour.md#data); anything unreadable is no filter. */
export const readInfotenFilters = (stored: unknown): InfotenFilters => {
  const parsed = infotenFiltersSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
};

/** `filters` with `key` set to `value`, or without it when value is null or ''. */
export const withInfotenFilter = (
  filters: InfotenFilters,
  key: InfotenFilterKey,
  value: string | null,
): InfotenFilters => {
  const { [key]: _replaced, ...others } = filters;
  return value === null || value === '' ? others : { ...others, [key]: value };
};

/**
 * The chosen values in cascade order, for a one-line summary. Empty when nothing narrows the
 * default (Actividad 'Recursos' alone, or nothing): the block shows all resources.
 */
export const infotenSummaryParts = (filters: InfotenFilters): string[] => {
  const wanted: InfotenFilters = {
    ...filters,
    Actividad: filters.Actividad ?? INFOTEN_DEFAULT_ACTIVIDAD,
  };
  const parts = INFOTEN_FILTER_KEYS.flatMap((key) => {
    const value = wanted[key];
    return value ? [value] : [];
  });
  const onlyDefault = parts.length === 1 && wanted.Actividad === INFOTEN_DEFAULT_ACTIVIDAD;
  return onlyDefault ? [] : parts;
};
