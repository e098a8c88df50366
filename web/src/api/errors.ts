/** The server's error body: `{ error: { code, message, fields? } }`. */
export type ApiErrorBody = {
  readonly error: { readonly code: string; readonly message: string; readonly fields?: string[] };
};

/** Status 0 means no response at all (network failure, server down). */
export const NO_RESPONSE = 0;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: readonly string[];

  constructor(status: number, code: string, message: string, fields: readonly string[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

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
    return new ApiError(response.status, body.error.code, body.error.message, fields);
  }
  return new ApiError(response.status, `http_${response.status}`, response.statusText || 'Error');
};
