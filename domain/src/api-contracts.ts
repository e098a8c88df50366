/**
 * Shapes of API answers that the server builds and the web reads (behaviour.md#blocks): written once here so
 * a change on one side is a type error on the other, instead of a copy drifting.
 */

/** The lists of the public infoten catalogue (behaviour.md#api), and the fields each entry adds to `nombre` (behaviour.md#data). */
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

/** An infoten entry: nombre, plus its kind's fields (null when absent). */
export type InfotenEntry = { nombre: string } & Partial<Record<InfotenField, string | null>>;

/** behaviour.md#data "Address result": the components asked of the maps service. */
export type AddressComponentKey =
  | 'street_number'
  | 'route'
  | 'locality'
  | 'administrative_area_level_1'
  | 'country'
  | 'postal_code'
  | 'point_of_interest'
  | 'premise'
  | 'neighborhood';

/** Components the maps service does not know are left out rather than sent empty. */
export type AddressComponents = Partial<Record<AddressComponentKey, string>>;

/** One place of `GET /api/geocode/search`. */
export type AddressResult = {
  /** The formatted address. */
  readonly address: string;
  readonly lat: number;
  readonly lon: number;
  readonly components: AddressComponents;
};

/** The user's position, to rank places near it first (behaviour.md#widgets 'geolocation enabled'). */
export type Near = { readonly lat: number; readonly lon: number };
