import type {
  ServiceRequestKind,
  ServiceRequestStatus,
} from '@carta/domain/orders/service-requests';

/** The wire shapes of docs/api.md "Dish ordering", as the guest reads them. */
export type Translated = Readonly<Record<string, string>>;

export type GuestConfig = {
  readonly OrderingEnabled: boolean;
  readonly PaymentActive: boolean;
  readonly PaymentType: string | null;
  readonly PaymentRequired: boolean;
  readonly IncludeExtras: boolean;
  readonly Currency: string;
  /** Why the guest cannot order now (off, paused, out of hours), or null: they can. */
  readonly OrderingClosed?: 'off' | 'paused' | 'hours' | null;
  readonly PauseMessage?: Translated | null;
  readonly Point: {
    readonly ID: number;
    readonly Name: Translated;
    readonly Kind: string;
    readonly MenuID: number | null;
  };
};

/**
 * An order, its lines and its payments are domain's wire shapes (domain/src/orders/wire.ts), the
 * ones the server answers with; a type-only import, so no zod comes into the guest bundle.
 */
export type { Order, OrderItem, PaymentAttempt } from '@carta/domain/orders/wire';

/** A payment's receipt as the server sends it (wire decimals; names in the guest's language). */
export type Receipt = {
  readonly Venue: string;
  readonly OrderID: number;
  readonly AttemptID: number;
  readonly Reference: string;
  readonly Provider: string;
  readonly State: string;
  readonly PaidAt: string;
  readonly TimeZone: string;
  readonly Currency: string;
  readonly Lines: readonly {
    readonly Name: string;
    readonly Quantity: number;
    readonly Total: number;
  }[];
  readonly Cover: {
    readonly Kind: 'lines' | 'parts' | 'amount';
    readonly Count: number | null;
    readonly Of: number | null;
  };
  readonly OrderTotal: number;
  readonly Amount: number;
  readonly Tip: number;
  readonly Charged: number;
  readonly Refunded: number;
  readonly TaxesIncluded: boolean;
  readonly CanMail: boolean;
};

/** What a guest pays of the order: one split (none: all that is due) and a tip, wire decimals. */
export type PaySplit = {
  readonly Items?: readonly number[];
  readonly Parts?: { readonly Of: number; readonly Count?: number };
  readonly Amount?: number;
  readonly Tip?: number;
};

/** The venue's tip settings as the pay step reads them. */
export type TipSettings = { readonly TipsEnabled: boolean; readonly TipPresets: readonly number[] };

/** One line a guest adds (the POST body's item). */
export type NewItem = {
  readonly MenuContentID: number;
  readonly Quantity: number;
  readonly Extras: readonly number[];
  readonly Note?: string;
};

/** The server's limits on what a guest sends (domain/orders/items.ts, kept here without zod). */
export const QUANTITY_MAX = 99;
export const NOTE_MAX = 500;

/** Something that ran out (a dish or one of its extras), until an instant or until staff say so. */
export type SoldOutMark = {
  readonly Kind: 'dish' | 'extra';
  readonly ID: number;
  readonly Until: string | null;
};

/** A guest's call for a waiter or the bill, as the venue answers and the stream follows it. */
export type ServiceRequest = {
  readonly ID: number;
  readonly Kind: ServiceRequestKind;
  readonly PointID: number;
  readonly Status: ServiceRequestStatus;
};

/** What the venue asks a guest charging to the room (behaviour.md#room-charge). */
export type RoomChargeConfig = {
  readonly Enabled: boolean;
  readonly RequireApproval: boolean;
  readonly Verification: 'surname' | 'surname_card' | 'surname_pin';
};
export type RoomChargeBody = {
  readonly Surname: string;
  readonly CardLast4?: string;
  readonly Pin?: string;
};
