import { useCallback, useEffect, useState } from 'react';
import { pointApi } from './api.ts';
import type { GuestConfig, ServiceRequest, SoldOutMark } from './types.ts';

/** A call as the guest sees it: sent (staff are told) or seen to (a staff member tapped Atendido). */
export type CallState = 'sending' | 'open' | 'done' | 'failed';
export type CallKind = ServiceRequest['Kind'];

const keyOf = (kind: SoldOutMark['Kind'], id: number) => `${kind}:${id}`;

/** The marks that still hold at `now`: a mark with a time ends by itself. */
const holding = (marks: ReadonlyMap<string, string | null>, now: number) =>
  new Set(
    [...marks].filter(([, until]) => until === null || Date.parse(until) > now).map(([k]) => k),
  );

/**
 * The point's service day, live (behaviour.md#ordering): the venue's ordering state (a pause
 * from the desk or the kitchen, its end), what is sold out now, and this phone's calls for a
 * waiter or the bill. Fed by the point's order stream (`onEvent`) and read again after a drop.
 */
export const useServiceDay = (ws: string, token: string, initial: GuestConfig) => {
  const [config, setConfig] = useState(initial);
  const [marks, setMarks] = useState<ReadonlyMap<string, string | null> | null>(null);
  const [calls, setCalls] = useState<Partial<Record<CallKind, { id: number; state: CallState }>>>(
    {},
  );
  const [now, setNow] = useState(() => Date.now());
  const [pausedUntil, setPausedUntil] = useState<string | null>(null);

  const readSoldOut = useCallback(() => {
    pointApi.soldOut(ws, token).then(
      ({ data }) => setMarks(new Map(data.map((m) => [keyOf(m.Kind, m.ID), m.Until]))),
      () => undefined,
    );
  }, [ws, token]);
  const readConfig = useCallback(() => {
    pointApi.check(ws, token).then(
      (answer) => setConfig(answer.config),
      () => undefined,
    );
  }, [ws, token]);

  useEffect(readSoldOut, [readSoldOut]);

  // A pause ends by itself: the phone asks again once its time has passed.
  useEffect(() => {
    if (!pausedUntil) return;
    const left = Date.parse(pausedUntil) - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(readConfig, Math.min(left + 1_000, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [pausedUntil, readConfig]);

  // So does a sold-out mark with a time: the screen is drawn again when the first one ends.
  useEffect(() => {
    const ends = [...(marks?.values() ?? [])]
      .filter((u): u is string => u !== null)
      .map(Date.parse)
      .filter((t) => t > now);
    if (ends.length === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(...ends) - now + 50);
    return () => clearTimeout(timer);
  }, [marks, now]);

  const onEvent = useCallback(
    (type: string, data: unknown) => {
      if (type === 'refresh') {
        readSoldOut();
        readConfig();
      } else if (type === 'ordering') {
        setPausedUntil((data as { PausedUntil?: string | null } | null)?.PausedUntil ?? null);
        readConfig();
      } else if (type === 'sold_out') {
        const mark = data as {
          Kind: SoldOutMark['Kind'];
          ID: number;
          SoldOut: boolean;
          Until: string | null;
        };
        setNow(Date.now());
        setMarks((held) => {
          const next = new Map(held ?? []);
          if (mark.SoldOut) next.set(keyOf(mark.Kind, mark.ID), mark.Until);
          else next.delete(keyOf(mark.Kind, mark.ID));
          return next;
        });
      } else if (type === 'service_request') {
        const request = data as ServiceRequest;
        setCalls((held) => {
          const mine = held[request.Kind];
          // Another phone of the table called too: the table's call is one, shown on every phone.
          if (mine && mine.id !== request.ID && mine.state === 'sending') return held;
          return { ...held, [request.Kind]: { id: request.ID, state: request.Status } };
        });
      }
    },
    [readSoldOut, readConfig],
  );

  const call = useCallback(
    (kind: CallKind, extra: { readonly Note?: string; readonly Pay?: 'card' | 'cash' } = {}) => {
      setCalls((held) => ({ ...held, [kind]: { id: held[kind]?.id ?? 0, state: 'sending' } }));
      pointApi.serviceRequest(ws, token, { Kind: kind, ...extra }).then(
        ({ data }) =>
          setCalls((held) => ({ ...held, [kind]: { id: data.ID, state: data.Status } })),
        () => {
          setCalls((held) => ({ ...held, [kind]: { id: held[kind]?.id ?? 0, state: 'failed' } }));
        },
      );
    },
    [ws, token],
  );

  const out = marks ? holding(marks, now) : null;
  /** Whether a dish (or one of its extras) is sold out now; before the read, the menu's flag. */
  const isOut = (kind: SoldOutMark['Kind'], id: number, flagged?: boolean) =>
    out ? out.has(keyOf(kind, id)) : flagged === true;

  return { config, isOut, calls, call, onEvent };
};
