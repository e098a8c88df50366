import { z } from 'zod';

/** What a guest can ask the staff for from their point. */
export const SERVICE_REQUEST_KINDS = ['waiter', 'bill'] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];
export const SERVICE_REQUEST_PAY = ['card', 'cash'] as const;
export const SERVICE_REQUEST_STATUSES = ['open', 'done'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** The longest note a guest can add to a request. */
export const SERVICE_NOTE_MAX = 300;

export const serviceRequestInputSchema = z.strictObject({
  Kind: z.enum(SERVICE_REQUEST_KINDS),
  Note: z.string().trim().max(SERVICE_NOTE_MAX).optional(),
  Pay: z.enum(SERVICE_REQUEST_PAY).optional(),
});
export type ServiceRequestInput = z.infer<typeof serviceRequestInputSchema>;

/**
 * A guest who taps again soon after gets the request already open back, not a second ring; after
 * this long a new tap rings again (the first one may have been missed).
 */
export const SERVICE_REQUEST_REPEAT_MS = 2 * 60_000;

/** Whether an open request answers a new tap of the same kind at `at` (see SERVICE_REQUEST_REPEAT_MS). */
export const answersRepeat = (open: { readonly CreatedAt: string }, at: Date): boolean =>
  at.getTime() - Date.parse(open.CreatedAt) < SERVICE_REQUEST_REPEAT_MS;
