/**
 * The catalogues of an enterprise, as the import path names them (`PUT /api/catalogues/{ws}/{kind}`).
 * Each is a list of {ID, Name}; channels add ChannelListType, external menus ExternalID and a
 * translatable Name.
 */
export const CATALOGUE_KINDS = [
  'weekly-menus',
  'channel-list-types',
  'channels',
  'interactive-maps',
  'forms',
  'external-menus',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** The lists of the public infoten catalogue (§7), and the fields each entry adds to `nombre` (§3). */
export const INFOTEN_FIELDS = {
  actividades: [],
  tipos: ['activo', 'actividad'],
  subtipos: ['TipoActividad'],
  clasificaciontipos: ['nombreTipo'],
  subclasificaciontipos: ['ClasificacionTipo'],
  municipios: ['zona'],
  recomendado: [],
  zonas: [],
} as const satisfies Record<string, readonly InfotenField[]>;
export type InfotenKind = keyof typeof INFOTEN_FIELDS;
export type InfotenField =
  | 'activo'
  | 'actividad'
  | 'TipoActividad'
  | 'nombreTipo'
  | 'ClasificacionTipo'
  | 'zona';
export const INFOTEN_KINDS = Object.keys(INFOTEN_FIELDS) as InfotenKind[];

/** An infoten entry: nombre, plus its kind's fields (null when absent). */
export type InfotenEntry = { nombre: string } & Partial<Record<InfotenField, string | null>>;

/** The activity provider and the shows service, each naming five types (§3 "Other records"). */
export const PROVIDER_SERVICES = {
  activity: { field: 'TypeActivity' },
  show: { field: 'TypeShow' },
} as const;
export type ProviderService = keyof typeof PROVIDER_SERVICES;
export const TYPE_SLOTS = ['01', '02', '03', '04', '05'] as const;
export type TypeNames = readonly [string, string, string, string, string];
