import { API_BASE } from '../../api/client.ts';
import { errorFromResponse, sessionEndReasonOf } from '../../api/errors.ts';
import { getToken, sendToLogin } from '../../api/session.ts';
import type { OrderEvent } from './api.ts';
import { createSseParser } from './sse.ts';

export type StreamHandlers = {
  /** The stream is up: the first time, and again after each reconnect. */
  readonly onOpen: () => void;
  /** The stream dropped (or could not be reached); it retries by itself. */
  readonly onDown: () => void;
  readonly onEvent: (event: OrderEvent) => void;
};

/** Between attempts, as the server's `retry: 2000` asks. */
const RETRY_MS = 2000;
/** Heartbeats come every 15 s: silence past this means a dead connection the socket never reported. */
const SILENCE_MS = 45_000;

/**
 * Follows the staff's order stream over fetch rather than EventSource: a reconnect must send the
 * last event id it saw (and the token) as headers, which EventSource only does for its own retries.
 * Each event is handed on once, in id order, whatever a reconnect replays. A tablet that loses its
 * network (the `offline` event) drops the stream at once and is back as soon as it returns.
 */
export const followOrderEvents = (path: string, handlers: StreamHandlers): (() => void) => {
  let stopped = false;
  let lastId = 0;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let silence: ReturnType<typeof setTimeout> | null = null;
  /** Told once per outage, including a first connection that never came up. */
  let reportedDown = false;

  const down = () => {
    if (!reportedDown) handlers.onDown();
    reportedDown = true;
  };
  const watch = () => {
    if (silence) clearTimeout(silence);
    silence = setTimeout(() => controller?.abort(), SILENCE_MS);
  };
  const schedule = (ms: number) => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, ms);
  };

  const connect = async () => {
    if (stopped) return;
    controller?.abort();
    const own = new AbortController();
    controller = own;
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastId > 0) headers['Last-Event-ID'] = String(lastId);
    try {
      const response = await fetch(`${API_BASE}${path}`, { headers, signal: own.signal });
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        sendToLogin(sessionEndReasonOf(await errorFromResponse(response)));
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      reportedDown = false;
      handlers.onOpen();
      watch();
      const parse = createSseParser((message) => {
        // Events this screen missed were pruned: it reads its lists again, as after a reconnect.
        if (message.event === 'refresh') {
          lastId = Math.max(lastId, Number(message.id) || 0);
          handlers.onOpen();
          return;
        }
        const id = Number(message.id);
        if (!Number.isInteger(id) || id <= lastId) return;
        lastId = id;
        try {
          handlers.onEvent(JSON.parse(message.data) as OrderEvent);
        } catch {
          // A message that is not an order event (none today) is skipped, not fatal.
        }
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Aborted, refused or cut: reconnect below.
    }
    if (controller !== own) return;
    down();
    schedule(RETRY_MS);
  };

  const offline = () => {
    controller?.abort();
    down();
  };
  const online = () => {
    if (retry) clearTimeout(retry);
    retry = null;
    void connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  void connect();

  return () => {
    stopped = true;
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    if (retry) clearTimeout(retry);
    if (silence) clearTimeout(silence);
    controller?.abort();
  };
};
