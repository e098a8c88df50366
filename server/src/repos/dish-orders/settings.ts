import type { Availability } from '@carta/domain';
import {
  type Currency,
  DEFAULT_ORDER_SETTINGS,
  DEFAULT_PAYMENT_POLICY,
  isPaymentType,
  type OrderSettings,
  type OrderSettingsInput,
  type PaymentPolicy,
} from '@carta/domain/orders';
import type { Selectable } from 'kysely';
import { fromJson, toJson } from '../../db/dialect.ts';
import type { DishOrderSettingsTable } from '../../db/tables/dish-orders.ts';
import { bool, flag, now, type Queryable } from '../types.ts';

/** A venue's ordering settings; the defaults (ordering off, EUR) when it never saved any. */
export const findOrderSettings = async (db: Queryable, ws: number): Promise<OrderSettings> => {
  const row = await db
    .selectFrom('dish_order_settings')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .executeTakeFirst();
  return row ? toOrderSettings(row) : DEFAULT_ORDER_SETTINGS;
};

export type SettingsRow = Pick<
  Selectable<DishOrderSettingsTable>,
  'OrderingEnabled' | 'Currency' | 'PaymentRequired' | 'PaymentType' | 'Availability'
> &
  Partial<Pick<Selectable<DishOrderSettingsTable>, 'PausedUntil' | 'PauseMessage' | 'DayChange'>>;

export const toOrderSettings = (row: SettingsRow): OrderSettings => ({
  OrderingEnabled: bool(row.OrderingEnabled),
  // Stored through the list's schema; a code saved before the list had one keeps its text.
  Currency: row.Currency as Currency,
  PaymentRequired: bool(row.PaymentRequired),
  PaymentType: isPaymentType(row.PaymentType) ? row.PaymentType : null,
  Availability: fromJson<Availability | null>(row.Availability, null),
  PausedUntil: row.PausedUntil ?? null,
  PauseMessage: fromJson<Record<string, string> | null>(row.PauseMessage ?? null, null),
  DayChange: row.DayChange ?? DEFAULT_ORDER_SETTINGS.DayChange,
});

/** Stores the settings; fields a client left out (added after it was written) keep their value. */
export const saveOrderSettings = async (
  db: Queryable,
  ws: number,
  s: OrderSettingsInput,
): Promise<void> => {
  const values = {
    OrderingEnabled: flag(s.OrderingEnabled),
    Currency: s.Currency,
    PaymentRequired: flag(s.PaymentRequired),
    PaymentType: s.PaymentType,
    Availability: s.Availability === null ? null : toJson(s.Availability),
    ...(s.PausedUntil === undefined
      ? {}
      : { PausedUntil: s.PausedUntil && new Date(s.PausedUntil).toISOString() }),
    ...(s.PauseMessage === undefined
      ? {}
      : { PauseMessage: s.PauseMessage === null ? null : toJson(s.PauseMessage) }),
    ...(s.DayChange === undefined ? {} : { DayChange: s.DayChange }),
    UpdatedAt: now(),
  };
  await db
    .insertInto('dish_order_settings')
    .values({ EnterpriseID: ws, ...values })
    .onConflict((oc) => oc.column('EnterpriseID').doUpdateSet(values))
    .execute();
};

/** The venue's tips and overpayment choices; the defaults when it never saved any. */
export const findPaymentPolicy = async (db: Queryable, ws: number): Promise<PaymentPolicy> => {
  const row = await db
    .selectFrom('dish_order_settings')
    .select(['TipsEnabled', 'TipPresets', 'AutoRefundOverpaid'])
    .where('EnterpriseID', '=', ws)
    .executeTakeFirst();
  if (!row) return DEFAULT_PAYMENT_POLICY;
  return {
    TipsEnabled: bool(row.TipsEnabled),
    TipPresets: fromJson<number[]>(row.TipPresets, [...DEFAULT_PAYMENT_POLICY.TipPresets]),
    AutoRefundOverpaid: bool(row.AutoRefundOverpaid),
  };
};

/** Written after saveOrderSettings, which makes the venue's row. */
export const savePaymentPolicy = async (db: Queryable, ws: number, p: PaymentPolicy) => {
  await db
    .updateTable('dish_order_settings')
    .set({
      TipsEnabled: flag(p.TipsEnabled),
      TipPresets: toJson(p.TipPresets),
      AutoRefundOverpaid: flag(p.AutoRefundOverpaid),
      UpdatedAt: now(),
    })
    .where('EnterpriseID', '=', ws)
    .execute();
};

/** Pause (until an instant, with a message) or resume ordering, leaving every other setting alone. */
export const savePause = async (
  db: Queryable,
  ws: number,
  pause: {
    readonly PausedUntil: string | null;
    /** Left out: the venue keeps the message it has. */
    readonly PauseMessage?: Record<string, string> | null | undefined;
  },
): Promise<void> => {
  const current = await findOrderSettings(db, ws);
  await saveOrderSettings(db, ws, {
    ...current,
    PausedUntil: pause.PausedUntil,
    PauseMessage: pause.PauseMessage,
  });
};
