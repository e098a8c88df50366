import type {
  OrderEventType,
  OrderStatus,
  PaymentStatus,
  ServiceRequestKind,
  ServiceRequestStatus,
} from '@carta/domain/orders';
import type { Generated } from 'kysely';

/** A venue's ordering settings (behaviour.md#ordering); flags 0/1, Availability JSON. */
export type DishOrderSettingsTable = {
  EnterpriseID: number;
  OrderingEnabled: number;
  Currency: string;
  PaymentRequired: number;
  PaymentType: string | null;
  Availability: string | null;
  /** Tips offered to guests paying (0/1), and the percentages offered (JSON array). */
  TipsEnabled: Generated<number>;
  TipPresets: Generated<string>;
  /** Money received beyond an order's total refunded without staff (0/1). */
  AutoRefundOverpaid: Generated<number>;
  UpdatedAt: string;
  /** ISO instant; null: not paused. */
  PausedUntil: string | null;
  /** Translatable JSON; null: the app's own words. */
  PauseMessage: string | null;
  /** `HH:MM`, venue time. */
  DayChange: Generated<string>;
};

/** A dish ('dish', a food content) or an extra ('extra') that ran out, until `Until` (null: staff). */
export type DishSoldOutTable = {
  EnterpriseID: number;
  Kind: string;
  TargetID: number;
  Until: string | null;
  CreatedAt: string;
};

/** A guest's call for a waiter or the bill, open until staff mark it done. */
export type DishServiceRequestsTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  PointID: number;
  Kind: ServiceRequestKind;
  Note: string | null;
  Pay: string | null;
  Status: ServiceRequestStatus;
  CreatedAt: string;
  DoneAt: string | null;
  DoneBy: number | null;
};

/** A point guests order from: a table, a room, a sunbed. */
export type DishOrderPointsTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  Name: string;
  Kind: string;
  MenuID: number | null;
  Active: number;
  Availability: string | null;
  Code: string;
  /** Bumped at each deactivation: tokens given before it stay refused (guest-point.ts). */
  SessionEpoch: Generated<number>;
  Deleted: Generated<number>;
  CreatedAt: string;
  UpdatedAt: string;
};

export type DishOrdersTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  PointID: number;
  Status: OrderStatus;
  PaymentStatus: PaymentStatus;
  Currency: string;
  TotalCents: number;
  CreatedAt: string;
  UpdatedAt: string;
  /** Kitchen tickets printed so far: the second and later are marked COPY (behaviour.md#ordering). */
  PrintCount: Generated<number>;
  /** When the latest of those tickets was printed (ISO); null before the first. */
  LastPrintedAt: string | null;
  /** Lines and units of the order, kept with TotalCents (the sales reports read them). */
  LineCount: Generated<number>;
  Units: Generated<number>;
  /** When it was last served (closed): a recall is allowed for a while after (behaviour.md#kitchen). */
  ServedAt: string | null;
};

/** One line of an order: the dish and its extras as they were when ordered (Extras is JSON). */
export type DishOrderItemsTable = {
  ID: Generated<number>;
  OrderID: number;
  MenuContentID: number;
  Name: string;
  Quantity: number;
  UnitPriceCents: number;
  Extras: string;
  /** (UnitPriceCents + the extras' prices) × Quantity, written with the line. */
  LineCents: Generated<number>;
  Note: string | null;
  DeviceID: string | null;
  CreatedAt: string;
  /** The kitchen station that prepares it, fixed when ordered (behaviour.md#kitchen). */
  StationID: number | null;
  /** Bumped by the kitchen: this line is ready. */
  DoneAt: string | null;
  /** The line's fixed wire fields as JSON text without braces (add-lines.ts); null before them. */
  Wire: Generated<string | null>;
};

export type IdempotencyKeysTable = {
  /** Whose key it is (a point's guests), so that two points never share one. */
  Scope: string;
  Key: string;
  BodyHash: string;
  StatusCode: number;
  Answer: string;
  CreatedAt: string;
};

/** The outbox of order changes, followed by the event streams. */
export type DishOrderEventsTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  PointID: number;
  OrderID: number;
  Type: OrderEventType;
  /** JSON text (on PostgreSQL too); on SQLite, data of a kilobyte or more is kept deflated (a Buffer: see eventDataOf). */
  Data: string | Buffer;
  CreatedAt: string;
};
