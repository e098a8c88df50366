import type { SessionEndReason } from '@carta/domain/session-end';
/** An error with its HTTP status and the wire shape `{ error: { code, message, fields? } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: readonly string[],
  ) {
    super(message);
  }
}

/** A 429 that tells the caller when to try again (Retry-After, whole seconds). */
export class TooManyRequests extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number, message = 'too many requests, try again later') {
    super(429, 'rate_limited', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** A 401 for a staff token whose session is over, with the reason the person is shown. */
export class SessionEnded extends HttpError {
  constructor(readonly reason: SessionEndReason) {
    super(401, 'session_ended', 'the session has ended: log in again');
  }
}

export const badRequest = (message: string, fields?: readonly string[]) =>
  new HttpError(400, 'invalid_input', message, fields);
export const unauthorized = (message = 'login required') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'not allowed') => new HttpError(403, 'forbidden', message);
export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);

export type ErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: readonly string[];
    /** A `session_ended` answer's reason (SESSION_END_REASONS). */
    reason?: SessionEndReason;
  };
};
