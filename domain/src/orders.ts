/**
 * Dish ordering (behaviour.md#ordering): the order lifecycle and payment states (./orders/status.ts), money in
 * cents (./orders/money.ts, ./orders/totals.ts), what a guest may send (./orders/items.ts), points
 * (./orders/points.ts) and a venue's ordering settings (./orders/settings.ts).
 */

export * from './orders/events.ts';
export * from './orders/extra-group-schema.ts';
export * from './orders/extra-groups.ts';
export * from './orders/items.ts';
export * from './orders/kitchen.ts';
export * from './orders/kitchen-stations.ts';
export * from './orders/ledger.ts';
export * from './orders/money.ts';
export * from './orders/payments.ts';
export * from './orders/points.ts';
export * from './orders/providers.ts';
export * from './orders/reconcile.ts';
export * from './orders/reports.ts';
export * from './orders/room-charge.ts';
export * from './orders/service-day.ts';
export * from './orders/service-requests.ts';
export * from './orders/settings.ts';
export * from './orders/sold-out.ts';
export * from './orders/split.ts';
export * from './orders/status.ts';
export * from './orders/totals.ts';
export * from './orders/wire.ts';
