import { useEffect, useRef, useState } from 'react';
import { eventsPath, type OrderEvent } from './api.ts';
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
  onEvent: (event: OrderEvent) => void,
  onOpen: () => void,
): Connection => {
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
        onEvent: (event) => handlers.current.onEvent(event),
        onOpen: () => {
          setConnection((c) => ({
            live: true,
            offlineSince: null,
            lastOutage: c.offlineSince ? { from: c.offlineSince, to: new Date() } : c.lastOutage,
          }));
          handlers.current.onOpen();
        },
        onDown: () =>
          setConnection((c) => ({ ...c, live: false, offlineSince: c.offlineSince ?? new Date() })),
      }),
    [ws],
  );
  return connection;
};
