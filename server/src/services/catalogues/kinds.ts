import { INFOTEN_FIELDS, type InfotenKind } from '@carta/domain/api-contracts';

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

export type { InfotenEntry, InfotenField, InfotenKind } from '@carta/domain/api-contracts';
export { INFOTEN_FIELDS };
/** The lists of the public infoten catalogue (behaviour.md#api), in the server's order. */
export const INFOTEN_KINDS = Object.keys(INFOTEN_FIELDS) as InfotenKind[];

/** The activity provider and the shows service, each naming five types (behaviour.md#data "Other records"). */
export const PROVIDER_SERVICES = {
  activity: { field: 'TypeActivity' },
  show: { field: 'TypeShow' },
} as const;
export type ProviderService = keyof typeof PROVIDER_SERVICES;
export const TYPE_SLOTS = ['01', '02', '03', '04', '05'] as const;
export type TypeNames = readonly [string, string, string, string, string];
