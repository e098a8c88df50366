/** Epoch milliseconds: pg hands bigint back as a string, SQLite as a number. */
type Millis = number | string;

/** A fixed window's count for one key (a route and address, an account, a point…). */
export type RateCountersTable = { Key: string; Count: number; ResetAt: Millis };

/** An open event stream, counted against its caps until it closes or its lease expires. */
export type StreamLeasesTable = { Key: string; Holder: string; ExpiresAt: Millis };

/** A staff session ended by logout, until its token would have expired. */
export type EndedSessionsTable = { SessionID: string; ExpiresAt: Millis };
