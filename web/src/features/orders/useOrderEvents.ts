import { isVenueEvent, type OrderChangeEvent } from '@carta/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { eventsPath } from './api.ts';
import { keysOfEvent, serviceKeys } from './service/queries.ts';
import { followOrderEvents } from './stream.ts';

export type Connection = {
  /** The stream is up. */
  readonly live: boolean;
  /** When it dropped, while it is down. */
  readonly offlineSince: Date | null;
  /** The last outage, once over: the screen says what it caught up on. */
  readonly lastOutage: { readonly from: Date; readonly to: Date } | null;
};

/**
 * The staff's live order stream for as long as the screen is shown. `onOpen` runs on each (re)connect:
 * screens refetch their lists then, which together with the replayed events leaves no gap.
 */
export const useOrderEvents = (
  ws: string,
  onEvent: (event: OrderChangeEvent) => void,
  onOpen: () => void,
): Connection => {
  const client = useQueryClient();
  const handlers = useRef({ onEvent, onOpen });
  handlers.current = { onEvent, onOpen };
  const [connection, setConnection] = useState<Connection>({
    live: false,
    offlineSince: null,
    lastOutage: null,
  });
  useEffect(
    () =>
      followOrderEvents(eventsPath(ws), {
        onEvent: (event) => {
          // Venue-wide events (pause, sold out) and service requests carry no order: they
          // refresh what the service controls show, never the screen's orders.
          if (!isVenueEvent(event)) return handlers.current.onEvent(event);
          const key = keysOfEvent(ws, event.Type);
          if (key) void client.invalidateQueries({ queryKey: key });
        },
        onOpen: () => {
          setConnection((c) => ({
            live: true,
            offlineSince: null,
            lastOutage: c.offlineSince ? { from: c.offlineSince, to: new Date() } : c.lastOutage,
          }));
          handlers.current.onOpen();
          void client.invalidateQueries({ queryKey: serviceKeys.all(ws) });
        },
        onDown: () =>
          setConnection((c) => ({ ...c, live: false, offlineSince: c.offlineSince ?? new Date() })),
      }),
    [ws, client],
  );
  return connection;
};
