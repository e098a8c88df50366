/** The server's error body: `{ error: { code, message, fields? } }`. */
export type ApiErrorBody = {
  readonly error: {
    readonly code: string;
    readonly message: string;
    readonly fields?: string[];
    /** A `session_ended` refusal's reason. */
    readonly reason?: string;
  };
};

/** Status 0 means no response at all (network failure, server down). */
export const NO_RESPONSE = 0;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: readonly string[];
  /** Why the session ended, when the server refused it with `session_ended`. */
  readonly reason: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: readonly string[] = [],
    reason: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.reason = reason;
  }
}

/** What the login screen says about a refused private call: the server's reason, else an expired token. */
export const sessionEndReasonOf = (error: ApiError): string | null => {
  if (error.status !== 401) return null;
  return error.code === 'session_ended' && error.reason ? error.reason : 'expired';
};

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const isErrorBody = (value: unknown): value is ApiErrorBody => {
  if (!value || typeof value !== 'object' || !('error' in value)) return false;
  const inner: unknown = value.error;
  return (
    !!inner &&
    typeof inner === 'object' &&
    'code' in inner &&
    typeof inner.code === 'string' &&
    'message' in inner &&
    typeof inner.message === 'string'
  );
};

/** Reads the error shape; a body that is not ours (a proxy's HTML page) still gives an ApiError. */
export const errorFromResponse = async (response: Response): Promise<ApiError> => {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isErrorBody(body)) {
    const fields = Array.isArray(body.error.fields)
      ? body.error.fields.filter((f): f is string => typeof f === 'string')
      : [];
    const reason = typeof body.error.reason === 'string' ? body.error.reason : null;
    return new ApiError(response.status, body.error.code, body.error.message, fields, reason);
  }
  return new ApiError(response.status, `http_${response.status}`, response.statusText || 'Error');
};
