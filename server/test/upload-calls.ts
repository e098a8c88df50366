import { join } from 'node:path';
import { expect } from 'vitest';
import type { Config } from '../src/config.ts';
import type { App } from '../src/deps.ts';
import { UPLOAD_CACHE_CONTROL, UPLOAD_CSP } from '../src/routes/uploads.ts';
import { call, HOTEL, useApp } from './helpers.ts';
import { dataUrl, filesUnder, multipart } from './upload-fixtures.ts';

/** The calls and checks the uploads test files (uploads*.test.ts) share. */
export const MB = 1024 * 1024;
export const URL_OF = (owner: string | number, ext: string) =>
  new RegExp(`^/uploads/${owner}/[A-Za-z0-9_-]{22}\\.${ext}$`);

/** Every file the store holds, temporary files included. */
export const stored = (app: App) => {
  const dir = app.deps.config.dataDir;
  return [...filesUnder(join(dir, 'uploads')), ...filesUnder(join(dir, 'tmp'))];
};

/**
 * An app per test with room for a 30 MB video and a 1 MB PDF: the limits each file's tests are not
 * about; a block about the limits passes its own.
 */
export const useUploadsApp = (
  database: string,
  uploads: Config['uploads'] = { videoMaxBytes: 100 * MB, pdfMaxBytes: 1 * MB },
) => useApp(database, { uploads });

export const post = (app: App, token: string | null, path: string, payload: unknown) =>
  call(app, token, 'POST', `/api/utils/${path}`, payload);

/** A PDF sent as a JSON data URL, as the editor sends it. */
export const postPdf = (app: App, token: string, bytes: Buffer, EnterpriseID: unknown = HOTEL) =>
  post(app, token, 'pdf', { newPdf: dataUrl('application/pdf', bytes), EnterpriseID });

/** A video sent as a JSON data URL; the declared type is not what decides. */
export const postVideo = (app: App, token: string, bytes: Buffer, declared = 'video/mp4') =>
  post(app, token, 'video', { newVideo: dataUrl(declared, bytes), EnterpriseID: HOTEL });

export const postMultipart = async (
  app: App,
  token: string | null,
  path: string,
  body: ReturnType<typeof multipart>,
) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/utils/${path}`,
    headers: {
      'content-type': body.contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};

/** One file sent as a form, for the hotel unless `fields` say otherwise. */
export const postFile = (
  app: App,
  token: string | null,
  path: string,
  file: Parameters<typeof multipart>[1],
  fields: Record<string, string> = { EnterpriseID: String(HOTEL) },
) => postMultipart(app, token, path, multipart(fields, file));

export const fetchFile = async (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

export const expectServedAs = async (app: App, url: string, contentType: string) => {
  const res = await fetchFile(app, url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(contentType);
  expect(res.headers['cache-control']).toBe(UPLOAD_CACHE_CONTROL);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toBe(UPLOAD_CSP);
  return res.rawPayload;
};

export const expectRefused = (
  res: { status: number; body: { error: { code: string; message: string; fields?: string[] } } },
  status: number,
  code?: string,
) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(typeof res.body.error.message).toBe('string');
  if (code) expect(res.body.error.code).toBe(code);
};
