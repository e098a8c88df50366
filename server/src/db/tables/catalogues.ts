import type { Generated } from 'kysely';

/**
 * A record of one of an enterprise's catalogues (weekly-menu sources, channels, forms …), by Kind.
 * ID is unique within (EnterpriseID, Kind). Extra is JSON: the few fields a kind adds
 * (a channel's ChannelListType; an external menu's ExternalID and translatable Name).
 */
export type CatalogueRecordsTable = {
  EnterpriseID: number;
  Kind: string;
  ID: number;
  /** Plain text; an external menu's Spanish (or first) name. */
  Name: string;
  /** Name folded (lower case, no accents) so both databases order and search it alike. */
  NameKey: string;
  Extra: string | null;
};

/** The restaurants of a hotel chain (enterprises.Chain), shared by the chain's hotels. */
export type ChainRestaurantsTable = {
  Chain: string;
  ID: number;
  Name: string;
  NameKey: string;
};

/** The public infoten catalogue (behaviour.md#data "Infoten catalogue entries"); fields a kind lacks are null. */
export type InfotenEntriesTable = {
  ID: Generated<number>;
  Kind: string;
  nombre: string;
  NameKey: string;
  activo: string | null;
  actividad: string | null;
  TipoActividad: string | null;
  nombreTipo: string | null;
  ClasificacionTipo: string | null;
  zona: string | null;
};

/** Type names at the activity provider ('activity') or shows service ('show'), by DviewLink. */
export type ProviderTypesTable = {
  Service: string;
  Link: string;
  Type01: string;
  Type02: string;
  Type03: string;
  Type04: string;
  Type05: string;
};
