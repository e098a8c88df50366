import type { Availability } from '@carta/domain';
import {
  type Currency,
  DEFAULT_ORDER_SETTINGS,
  DEFAULT_PAYMENT_POLICY,
  type OrderSettings,
  type PaymentPolicy,
  type PaymentType,
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

export const toOrderSettings = (
  row: Pick<
    Selectable<DishOrderSettingsTable>,
    'OrderingEnabled' | 'Currency' | 'PaymentRequired' | 'PaymentType' | 'Availability'
  >,
): OrderSettings => ({
  OrderingEnabled: bool(row.OrderingEnabled),
  // Stored through the list's schema; a code saved before the list had one keeps its text.
  Currency: row.Currency as Currency,
  PaymentRequired: bool(row.PaymentRequired),
  PaymentType: row.PaymentType as PaymentType | null,
  Availability: fromJson<Availability | null>(row.Availability, null),
});

export const saveOrderSettings = async (
  db: Queryable,
  ws: number,
  s: OrderSettings,
): Promise<void> => {
  const values = {
    OrderingEnabled: flag(s.OrderingEnabled),
    Currency: s.Currency,
    PaymentRequired: flag(s.PaymentRequired),
    PaymentType: s.PaymentType,
    Availability: s.Availability === null ? null : toJson(s.Availability),
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
