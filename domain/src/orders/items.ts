import { z } from 'zod';
import { serverIdSchema } from '../ids.ts';

/** Limits of what a guest may order (behaviour.md#ordering). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
/** Items one order may hold, all devices together: a table's order, not a wholesale one. */
export const ORDER_ITEMS_MAX = 100;
/** Extras chosen for one item: more than any dish offers at once. */
export const ITEM_EXTRAS_MAX = 50;
export const NOTE_MAX = 500;
export const DEVICE_ID_MAX = 100;

/** The random id a guest app keeps per phone: URL-safe characters, as UUIDs and nanoids are. */
export const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _')
  .min(1)
  .max(DEVICE_ID_MAX);

export const orderItemInputSchema = z.strictObject({
  MenuContentID: serverIdSchema,
  Quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
  Extras: z
    .array(serverIdSchema)
    .max(ITEM_EXTRAS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'each extra once')
    .meta({ uniqueItems: true })
    .default([]),
  Note: z.string().max(NOTE_MAX).nullish(),
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

/** The body of an order POST (behaviour.md#ordering): items added to the point's open order. */
export const orderInputSchema = z.strictObject({
  Items: z.array(orderItemInputSchema).min(1).max(ORDER_ITEMS_MAX),
  DeviceID: deviceIdSchema.nullish(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** Whether adding `adding` items to an order holding `held` keeps it within the limit. */
export const fitsInOrder = (held: number, adding: number): boolean =>
  held + adding <= ORDER_ITEMS_MAX;
