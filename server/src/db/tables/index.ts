import type { BlockAnswersTable } from './answers.ts';
import type { AuditLogTable } from './audit.ts';
import type {
  CatalogueRecordsTable,
  ChainRestaurantsTable,
  InfotenEntriesTable,
  ProviderTypesTable,
} from './catalogues.ts';
import type { ContentsTable } from './contents.ts';
import type {
  DishOrderEventsTable,
  DishOrderItemsTable,
  DishOrderPointsTable,
  DishOrderSettingsTable,
  DishOrdersTable,
  DishServiceRequestsTable,
  DishSoldOutTable,
  IdempotencyKeysTable,
} from './dish-orders.ts';
import type { EnterprisesTable } from './enterprises.ts';
import type { ExtraGroupsTable } from './extra-groups.ts';
import type { ExtrasTable } from './extras.ts';
import type {
  PrintersTable,
  PrintJobsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
} from './integrations.ts';
import type { KitchenStationAssignmentsTable, KitchenStationsTable } from './kitchen.ts';
import type { EndedSessionsTable, RateCountersTable, StreamLeasesTable } from './limits.ts';
import type { AttemptReconcileColumns, DishOrderEventHorizonsTable } from './maintenance.ts';
import type { MenusTable, MenuUsersTable } from './menus.ts';
import type {
  PaymentAttemptItemsTable,
  PaymentAttemptsTable,
  PaymentCredentialsTable,
  PaymentNotificationsTable,
} from './payments.ts';
import type { MenuRevisionsTable } from './revisions.ts';
import type { RoomChargeSettingsTable, RoomChargesTable, RoomStaysTable } from './room-charge.ts';
import type { UserSetupLinksTable, UsersTable } from './users.ts';

export type Database = {
  enterprises: EnterprisesTable;
  users: UsersTable;
  menus: MenusTable;
  menu_users: MenuUsersTable;
  contents: ContentsTable;
  menu_revisions: MenuRevisionsTable;
  extras: ExtrasTable;
  extra_groups: ExtraGroupsTable;
  catalogue_records: CatalogueRecordsTable;
  chain_restaurants: ChainRestaurantsTable;
  infoten_entries: InfotenEntriesTable;
  provider_types: ProviderTypesTable;
  block_answers: BlockAnswersTable;
  dish_order_settings: DishOrderSettingsTable;
  dish_order_points: DishOrderPointsTable;
  dish_orders: DishOrdersTable;
  dish_order_items: DishOrderItemsTable;
  idempotency_keys: IdempotencyKeysTable;
  dish_order_events: DishOrderEventsTable;
  dish_order_event_horizons: DishOrderEventHorizonsTable;
  dish_sold_out: DishSoldOutTable;
  dish_service_requests: DishServiceRequestsTable;
  user_setup_links: UserSetupLinksTable;
  audit_log: AuditLogTable;
  payment_credentials: PaymentCredentialsTable;
  payment_attempts: PaymentAttemptsTable & AttemptReconcileColumns;
  payment_attempt_items: PaymentAttemptItemsTable;
  payment_notifications: PaymentNotificationsTable;
  rate_counters: RateCountersTable;
  stream_leases: StreamLeasesTable;
  ended_sessions: EndedSessionsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  printers: PrintersTable;
  print_jobs: PrintJobsTable;
  room_charge_settings: RoomChargeSettingsTable;
  room_stays: RoomStaysTable;
  room_charges: RoomChargesTable;
  kitchen_stations: KitchenStationsTable;
  kitchen_station_assignments: KitchenStationAssignmentsTable;
};
