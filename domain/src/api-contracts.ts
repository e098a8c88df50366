/**
 * Shapes of API answers that the server builds and the web reads (issue 11.3): written once here so
 * a change on one side is a type error on the other, instead of a copy drifting.
 */

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

/** An infoten entry: nombre, plus its kind's fields (null when absent). */
export type InfotenEntry = { nombre: string } & Partial<Record<InfotenField, string | null>>;

/** §3 "Address result": the components asked of the maps service. */
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

/** The user's position, to rank places near it first (§2.8 'geolocation enabled'). */
export type Near = { readonly lat: number; readonly lon: number };
