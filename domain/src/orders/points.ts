import { z } from 'zod';
import { availabilitySchema } from '../availability.ts';
import { shortText } from '../blocks/fields.ts';
import { serverIdSchema } from '../ids.ts';

/** Where guests order from (behaviour.md#ordering). */
export const POINT_KINDS = ['table', 'room', 'sunbed', 'other'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/**
 * A point's Code: what its QR code carries instead of its id. The server makes it from 16 random
 * bytes (128 bits) in base64url: 22 characters; anything else cannot be a code.
 */
export const POINT_CODE_BYTES = 16;
export const pointCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'a point code');

/** The fields staff edit; Code is the server's (created, rotated), never sent in. */
const pointFields = {
  Name: shortText(),
  Kind: z.enum(POINT_KINDS),
  MenuID: serverIdSchema.nullable(),
  Active: z.boolean(),
  Availability: availabilitySchema.nullable(),
};

export const pointCreateSchema = z.strictObject({
  ID: z.literal('new'),
  ...pointFields,
  Kind: pointFields.Kind.default('table'),
  MenuID: pointFields.MenuID.default(null),
  Active: pointFields.Active.default(true),
  Availability: pointFields.Availability.default(null),
});
export type PointCreate = z.infer<typeof pointCreateSchema>;

/** PATCH: the fields sent change; ID may be repeated (the editor sends the whole point). */
export const pointPatchSchema = z
  .strictObject({ ID: serverIdSchema, ...pointFields, Code: z.string() })
  .partial();
export type PointPatch = z.infer<typeof pointPatchSchema>;
