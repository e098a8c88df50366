import type {
  CatalogueRecordsTable,
  ChainRestaurantsTable,
  InfotenEntriesTable,
  ProviderTypesTable,
} from './catalogues.ts';
import type { ContentsTable } from './contents.ts';
import type { EnterprisesTable } from './enterprises.ts';
import type { ExtrasTable } from './extras.ts';
import type { MenusTable, MenuUsersTable } from './menus.ts';
import type { MenuRevisionsTable } from './revisions.ts';
import type { UsersTable } from './users.ts';

export type Database = {
  enterprises: EnterprisesTable;
  users: UsersTable;
  menus: MenusTable;
  menu_users: MenuUsersTable;
  contents: ContentsTable;
  menu_revisions: MenuRevisionsTable;
  extras: ExtrasTable;
  catalogue_records: CatalogueRecordsTable;
  chain_restaurants: ChainRestaurantsTable;
  infoten_entries: InfotenEntriesTable;
  provider_types: ProviderTypesTable;
};
