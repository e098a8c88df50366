import { ORDER_EVENT_TYPES } from '@carta/domain/orders';
import { z } from 'zod';

/**
 * The order event streams as the OpenAPI document describes them (behaviour.md#ordering): a
 * `text/event-stream` whose frames are listed as objects, one per kind, each with its `event`, its
 * `id` and its `data` (the JSON after `data:`). Frames are written by services/orders/stream.ts.
 */

export const STREAM_END_REASONS = ['session_ended', 'point_session_ended'] as const;

const eventId = z.string().regex(/^\d+$/).describe('the event id: send it back as Last-Event-ID');

const orderEvent = z
  .object({
    id: eventId,
    event: z.enum(ORDER_EVENT_TYPES),
    data: z.object({
      ID: z.number().int().describe('the event id'),
      Type: z.enum(ORDER_EVENT_TYPES).describe('the same as `event`'),
      OrderID: z.number().int().describe('the order; 0 for a venue-wide event'),
      PointID: z.number().int().describe('the point; 0 for a venue-wide event'),
      Order: z
        .record(z.string(), z.unknown())
        .describe(
          'an order action, kitchen move or payment move: the order as it is now (as the order calls answer it); ' +
            "`ordering`: the venue's ordering settings; `sold_out`: the dish sold out or back; " +
            '`service_request`: the request (a waiter call, the bill)',
        ),
      CreatedAt: z.string().describe('when it happened, ISO 8601'),
    }),
  })
  .describe('a change: an order action, a kitchen move, a payment move, or a venue-wide change');

const refreshEvent = z
  .object({
    id: eventId,
    event: z.literal('refresh'),
    data: z.object({ Type: z.literal('refresh'), ID: z.number().int() }),
  })
  .describe('events after Last-Event-ID were pruned: read the orders again');

const endEvent = z
  .object({
    event: z.literal('end'),
    data: z.object({ reason: z.enum(STREAM_END_REASONS) }),
  })
  .describe('the last frame: the session ended; do not reconnect with the same token');

/** The 200 answer of an event stream route. */
export const eventStreamAnswer = {
  description:
    'Server-Sent Events; a `: heartbeat` comment line keeps the connection open between frames',
  content: {
    'text/event-stream': {
      schema: z
        .array(z.union([orderEvent, refreshEvent, endEvent]))
        .describe('the frames of the stream, in order, each read as { id, event, data }'),
    },
  },
};
