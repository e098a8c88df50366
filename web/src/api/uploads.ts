import { API_BASE } from './client.ts';
import { ApiError, NO_RESPONSE } from './errors.ts';
import { getToken, sendToLogin } from './session.ts';

export type UploadKind = 'images' | 'video' | 'pdf';

export type UploadOptions = {
  readonly enterpriseId: string;
  /** Image subtype kept on 'upload original' (behaviour.md#api `ext`); omitted, the server re-encodes. */
  readonly ext?: string | null;
  /** Fraction sent, 0 to 1, as the bytes leave the browser. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
};

const errorOf = (status: number, text: string): ApiError => {
  try {
    const body = JSON.parse(text) as {
      error?: { code?: string; message?: string; fields?: string[] };
    };
    if (body.error?.code && body.error.message) {
      return new ApiError(status, body.error.code, body.error.message, body.error.fields ?? []);
    }
  } catch {
    // not our error shape
  }
  return new ApiError(status, 'http_error', `HTTP ${status}`);
};

/**
 * Send a file as multipart/form-data (EnterpriseID first, as the server requires, then `file`) and
 * answer its stored URL. XMLHttpRequest because fetch reports no upload progress, and staff on hotel
 * Wi-Fi need to see a 100 MB video move. behaviour.md#validation: only a 200 counts as success.
 */
export const uploadFile = (kind: UploadKind, file: Blob, options: UploadOptions): Promise<string> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('EnterpriseID', options.enterpriseId);
    if (options.ext) form.append('ext', options.ext);
    form.append('file', file, file instanceof File ? file.name : `upload.${kind}`);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/utils/${kind}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 200) {
        try {
          const { data } = JSON.parse(xhr.responseText) as { data: string };
          options.onProgress?.(1);
          resolve(data);
        } catch {
          reject(new ApiError(xhr.status, 'bad_response', 'Unreadable upload answer'));
        }
        return;
      }
      if (xhr.status === 401 || xhr.status === 403) sendToLogin();
      reject(errorOf(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(NO_RESPONSE, 'network', 'No response from the server'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });

/** The image subtype of a data URL or a file type ('image/png' → 'png'), for behaviour.md#api `ext`. */
export const imageSubtype = (mime: string): string | null =>
  /^image\/([a-z0-9.+-]+)/i.exec(mime)?.[1] ?? null;
