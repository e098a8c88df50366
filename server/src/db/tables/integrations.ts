import type { Generated } from 'kysely';

/** A venue's webhook endpoint; Events is JSON text of webhook types. */
export type WebhookEndpointsTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  URL: string;
  Events: string;
  Active: number;
  AllowPrivateNetwork: Generated<number>;
  Secret: string;
  State: Generated<string>;
  FailingSince: string | null;
  CreatedAt: string;
  UpdatedAt: string;
};

/** One event to one endpoint, sent at least once, in order per order. */
export type WebhookDeliveriesTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  EndpointID: number;
  EventID: number;
  OrderID: number;
  Type: string;
  Body: string;
  Status: string;
  Attempts: Generated<number>;
  NextAttemptAt: string;
  WindowStart: string;
  LastAttemptAt: string | null;
  LastStatusCode: number | null;
  LastDurationMs: number | null;
  LastError: string | null;
  DeliveredAt: string | null;
  CreatedAt: string;
};

/** A network kitchen printer (raw TCP, ESC/POS). */
export type PrintersTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  Name: string;
  Host: string;
  Port: number;
  Width: number;
  CodePage: string;
  Stations: string;
  Events: string;
  Active: number;
  State: Generated<string>;
  LastError: string | null;
  CreatedAt: string;
  UpdatedAt: string;
};

/** One ticket to one printer. */
export type PrintJobsTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  PrinterID: number;
  OrderID: number | null;
  EventID: number | null;
  Kind: string;
  Copy: Generated<number>;
  Data: string;
  Status: string;
  Attempts: Generated<number>;
  NextAttemptAt: string;
  WindowStart: string;
  LastError: string | null;
  SentAt: string | null;
  CreatedAt: string;
};
