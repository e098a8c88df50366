import type { Availability } from '@carta/domain';
import { DEFAULT_ORDER_SETTINGS, type OrderSettings, type PaymentType } from '@carta/domain/orders';
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
  Currency: row.Currency,
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
