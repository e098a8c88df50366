import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { UPLOAD_CACHE_CONTROL, UPLOAD_CSP } from '../src/routes/uploads.ts';
import { ADMIN, call, databases, HOTEL, HOTEL_STAFF, login, PLAZA, useApp } from './helpers.ts';
import {
  dataUrl,
  ebml,
  filesUnder,
  ftyp,
  mp4,
  multipart,
  noisyPng,
  pdf,
  plainGif,
  plainJpeg,
  plainWebp,
  pngBomb,
  pngWithGps,
  rotatedJpeg,
  streamedVideo,
  svg,
  text,
  videoHead,
} from './upload-fixtures.ts';

const MB = 1024 * 1024;
const URL_OF = (owner: string | number, ext: string) =>
  new RegExp(`^/uploads/${owner}/[A-Za-z0-9_-]{22}\\.${ext}$`);

/** Every file the store holds, temporary files included. */
const stored = (app: App) => {
  const dir = app.deps.config.dataDir;
  return [...filesUnder(join(dir, 'uploads')), ...filesUnder(join(dir, 'tmp'))];
};

const post = (app: App, token: string | null, path: string, payload: unknown) =>
  call(app, token, 'POST', `/api/utils/${path}`, payload);

const postMultipart = async (
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

const fetchFile = async (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const expectServedAs = async (app: App, url: string, contentType: string) => {
  const res = await fetchFile(app, url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(contentType);
  expect(res.headers['cache-control']).toBe(UPLOAD_CACHE_CONTROL);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toBe(UPLOAD_CSP);
  return res.rawPayload;
};

const expectRefused = (
  res: { status: number; body: { error: { code: string; message: string; fields?: string[] } } },
  status: number,
  code?: string,
) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(typeof res.body.error.message).toBe('string');
  if (code) expect(res.body.error.code).toBe(code);
};

describe.each(databases)('uploads on %s', (database) => {
  const ctx = useApp(database, { uploads: { videoMaxBytes: 100 * MB, pdfMaxBytes: 1 * MB } });

  describe('images', () => {
    it('stores a crop as WebP without its EXIF (GPS) and serves it with safe headers', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const input = await pngWithGps();
      expect((await sharp(input).metadata()).exif).toBeDefined();
      const res = await post(ctx.app, token, 'images', {
        newImage: dataUrl('image/png', input),
        EnterpriseID: HOTEL,
        ext: null,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatch(URL_OF(HOTEL, 'webp'));
      const served = await expectServedAs(ctx.app, res.body.data, 'image/webp');
      const meta = await sharp(served).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
      expect(meta.exif).toBeUndefined();
      expect(served.includes('Secret Owner')).toBe(false);
      expect(stored(ctx.app)).toHaveLength(1);
    });

    it('turns a photo upright by its EXIF orientation, then drops the EXIF', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const res = await post(ctx.app, token, 'images', {
        newImage: dataUrl('image/jpeg', await rotatedJpeg()),
        EnterpriseID: String(HOTEL),
      });
      expect(res.status).toBe(200);
      const meta = await sharp((await fetchFile(ctx.app, res.body.data)).rawPayload).metadata();
      expect(meta).toMatchObject({ width: 100, height: 200 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    });

    it("keeps the format on 'upload original' (ext set), still without metadata", async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const cases = [
        ['png', await pngWithGps(), 'png', 'image/png'],
        ['jpeg', await rotatedJpeg(), 'jpg', 'image/jpeg'],
        ['webp', await plainWebp(), 'webp', 'image/webp'],
        ['gif', await plainGif(), 'gif', 'image/gif'],
      ] as const;
      for (const [ext, bytes, stored, type] of cases) {
        const res = await post(ctx.app, token, 'images', {
          newImage: dataUrl(`image/${ext}`, bytes),
          EnterpriseID: HOTEL,
          ext,
        });
        expect(res.status, ext).toBe(200);
        expect(res.body.data).toMatch(URL_OF(HOTEL, stored));
        const meta = await sharp(await expectServedAs(ctx.app, res.body.data, type)).metadata();
        expect(meta.exif).toBeUndefined();
      }
    });

    it('goes by the bytes, not the declared type: a PNG declared as JPEG is stored as PNG', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const png = await pngWithGps();
      const original = await post(ctx.app, token, 'images', {
        newImage: dataUrl('image/jpeg', png),
        EnterpriseID: HOTEL,
        ext: 'jpeg',
      });
      expect(original.status).toBe(200);
      expect(original.body.data).toMatch(URL_OF(HOTEL, 'png'));
      await expectServedAs(ctx.app, original.body.data, 'image/png');
      const crop = await post(ctx.app, token, 'images', {
        newImage: dataUrl('application/octet-stream', png),
        EnterpriseID: HOTEL,
        ext: null,
      });
      expect(crop.body.data).toMatch(URL_OF(HOTEL, 'webp'));
    });

    it('refuses SVG, text and a decompression bomb with a 400, storing nothing', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const attempts = [
        [dataUrl('image/svg+xml', svg), 'svg+xml', 'unsupported_file'],
        [dataUrl('image/png', svg), 'png', 'unsupported_file'],
        [dataUrl('image/png', svg), null, 'unsupported_file'],
        [dataUrl('image/png', text), 'png', 'unsupported_file'],
        [dataUrl('image/png', pdf()), null, 'unsupported_file'],
        [dataUrl('image/png', pngBomb()), null, 'invalid_image'],
        [dataUrl('image/png', pngBomb()), 'png', 'invalid_image'],
        [dataUrl('image/jpeg', (await plainJpeg()).subarray(0, 50)), null, 'invalid_image'],
      ] as const;
      for (const [newImage, ext, code] of attempts) {
        const res = await post(ctx.app, token, 'images', { newImage, EnterpriseID: HOTEL, ext });
        expectRefused(res, 400, code);
        expect(res.body.error.fields).toEqual(['newImage']);
      }
      const svgRes = await post(ctx.app, token, 'images', {
        newImage: dataUrl('image/svg+xml', svg),
        EnterpriseID: HOTEL,
      });
      expect(svgRes.body.error.message).toMatch(/SVG/);
      expect(stored(ctx.app)).toEqual([]);
    });

    it('refuses an image over 2 MB with a 413, storing nothing', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      // Just over 2 MB once decoded: the body passes, the decoded size does not.
      const justOver = Buffer.concat([await pngWithGps(), Buffer.alloc(2 * MB)]);
      const res = await post(ctx.app, token, 'images', {
        newImage: dataUrl('image/png', justOver),
        EnterpriseID: HOTEL,
        ext: 'png',
      });
      expectRefused(res, 413, 'too_large');
      expect(res.body.error.fields).toEqual(['newImage']);
      // Far over (a real 4 MB photo): the JSON body itself is refused before it is read whole.
      const big = await noisyPng();
      expect(big.length).toBeGreaterThan(3 * MB);
      const huge = await post(ctx.app, token, 'images', {
        newImage: dataUrl('image/png', big),
        EnterpriseID: HOTEL,
      });
      expectRefused(huge, 413, 'too_large');
      expect(stored(ctx.app)).toEqual([]);
    });

    it('answers 400 naming the field for a missing EnterpriseID, a bad data URL or extra fields', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const png = dataUrl('image/png', await pngWithGps());
      const cases = [
        [{ newImage: png }, 'EnterpriseID'],
        [{ newImage: png, EnterpriseID: null }, 'EnterpriseID'],
        [{ newImage: png, EnterpriseID: '' }, 'EnterpriseID'],
        [{ newImage: png, EnterpriseID: 'abc' }, 'EnterpriseID'],
        [{ newImage: png, EnterpriseID: 0 }, 'EnterpriseID'],
        [{ EnterpriseID: HOTEL }, 'newImage'],
        [{ newImage: 'not a data url', EnterpriseID: HOTEL }, 'newImage'],
        [{ newImage: 'data:image/png;base64,@@@@', EnterpriseID: HOTEL }, 'newImage'],
        [{ newImage: png, EnterpriseID: HOTEL, Path: '../x' }, 'Path'],
      ] as const;
      for (const [payload, field] of cases) {
        const res = await post(ctx.app, token, 'images', payload);
        expectRefused(res, 400);
        expect(res.body.error.fields, JSON.stringify(payload).slice(0, 80)).toContain(field);
      }
      expect(stored(ctx.app)).toEqual([]);
    });
  });

  describe('PDF and video as JSON data URLs', () => {
    it('stores a PDF and a video of each kind, served with their types', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const doc = pdf();
      const res = await post(ctx.app, token, 'pdf', {
        newPdf: dataUrl('application/pdf', doc),
        EnterpriseID: HOTEL,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatch(URL_OF(HOTEL, 'pdf'));
      expect(await expectServedAs(ctx.app, res.body.data, 'application/pdf')).toEqual(doc);

      const videos = [
        [mp4(50_000), 'mp4', 'video/mp4'],
        [mp4(50_000, 'qt  '), 'mov', 'video/quicktime'],
        [ebml('webm', 50_000), 'webm', 'video/webm'],
      ] as const;
      for (const [bytes, ext, type] of videos) {
        const video = await post(ctx.app, token, 'video', {
          // The declared type is not what decides.
          newVideo: dataUrl('application/octet-stream', bytes),
          EnterpriseID: HOTEL,
        });
        expect(video.status, ext).toBe(200);
        expect(video.body.data).toMatch(URL_OF(HOTEL, ext));
        expect(await expectServedAs(ctx.app, video.body.data, type)).toEqual(bytes);
      }
    });

    it('serves byte ranges of a video', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const bytes = mp4(10_000);
      const { body } = await post(ctx.app, token, 'video', {
        newVideo: dataUrl('video/mp4', bytes),
        EnterpriseID: HOTEL,
      });
      const res = await fetchFile(ctx.app, body.data, { range: 'bytes=100-199' });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe('bytes 100-199/10000');
      expect(res.rawPayload).toEqual(bytes.subarray(100, 200));
      expect(res.headers['content-security-policy']).toBe(UPLOAD_CSP);
      const head = await ctx.app.inject({ method: 'HEAD', url: body.data });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('10000');
    });

    it('refuses what is not a PDF or a supported video, storing nothing', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const notPdf = [text, svg, await plainJpeg(), Buffer.from(' %PDF-1.4'), mp4()];
      for (const bytes of notPdf) {
        const res = await post(ctx.app, token, 'pdf', {
          newPdf: dataUrl('application/pdf', bytes),
          EnterpriseID: HOTEL,
        });
        expectRefused(res, 400, 'unsupported_file');
        expect(res.body.error.fields).toEqual(['newPdf']);
      }
      const notVideo = [
        text,
        pdf(),
        await plainJpeg(),
        ftyp('heic', ['mif1', 'heic']),
        ebml('matroska'),
        Buffer.concat([Buffer.from([0]), videoHead()]),
      ];
      for (const bytes of notVideo) {
        const res = await post(ctx.app, token, 'video', {
          newVideo: dataUrl('video/mp4', bytes),
          EnterpriseID: HOTEL,
        });
        expectRefused(res, 400, 'unsupported_file');
      }
      expect(stored(ctx.app)).toEqual([]);
    });

    it('refuses a PDF over the configured limit with a 413', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const big = Buffer.concat([pdf(), Buffer.alloc(MB)]);
      const res = await post(ctx.app, token, 'pdf', {
        newPdf: dataUrl('application/pdf', big),
        EnterpriseID: HOTEL,
      });
      expectRefused(res, 413, 'too_large');
      expect(stored(ctx.app)).toEqual([]);
    });
  });

  describe('who may upload', () => {
    it("answers 403 for another enterprise's id, and for common menus without isAdmin", async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const image = dataUrl('image/png', await pngWithGps());
      for (const EnterpriseID of [PLAZA, String(PLAZA), '0000']) {
        expectRefused(
          await post(ctx.app, token, 'images', { newImage: image, EnterpriseID }),
          403,
          'forbidden',
        );
      }
      expectRefused(
        await post(ctx.app, token, 'pdf', { newPdf: dataUrl('x', pdf()), EnterpriseID: PLAZA }),
        403,
      );
      expectRefused(
        await post(ctx.app, token, 'video', { newVideo: dataUrl('x', mp4()), EnterpriseID: PLAZA }),
        403,
      );
      const viaForm = await postMultipart(
        ctx.app,
        token,
        'video',
        multipart(
          { EnterpriseID: String(PLAZA) },
          { filename: 'a.mp4', type: 'video/mp4', content: mp4() },
        ),
      );
      expectRefused(viaForm, 403);
      expect(stored(ctx.app)).toEqual([]);
    });

    it('lets an administrator upload for common menus (0000)', async () => {
      const token = await login(ctx.app, ADMIN);
      const res = await post(ctx.app, token, 'images', {
        newImage: dataUrl('image/png', await pngWithGps()),
        EnterpriseID: '0000',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatch(URL_OF('0000', 'webp'));
      await expectServedAs(ctx.app, res.body.data, 'image/webp');
    });

    it('answers 401 without a token, or with a bad one, before reading the file', async () => {
      for (const path of ['images', 'video', 'pdf']) {
        const res = await post(ctx.app, null, path, { EnterpriseID: HOTEL });
        expectRefused(res, 401, 'unauthorized');
      }
      expectRefused(
        await post(ctx.app, 'not-a-token', 'images', {
          newImage: dataUrl('image/png', await pngWithGps()),
          EnterpriseID: HOTEL,
        }),
        401,
      );
      const form = multipart(
        { EnterpriseID: String(HOTEL) },
        { filename: 'a.mp4', type: 'video/mp4', content: mp4() },
      );
      expectRefused(await postMultipart(ctx.app, null, 'video', form), 401);
      expect(stored(ctx.app)).toEqual([]);
    });
  });

  describe('multipart/form-data', () => {
    it('streams a 30 MB video to disk and serves it back', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const size = 30 * MB;
      const res = await postMultipart(
        ctx.app,
        token,
        'video',
        multipart(
          { EnterpriseID: String(HOTEL) },
          { filename: 'visita.mp4', type: 'video/mp4', content: streamedVideo(size) },
        ),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatch(URL_OF(HOTEL, 'mp4'));
      const range = await fetchFile(ctx.app, res.body.data, { range: 'bytes=0-11' });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 0-11/${size}`);
      expect(range.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
      expect(stored(ctx.app)).toHaveLength(1);
    });

    it('stores images (re-encoded, ext kept) and PDFs sent as a form', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const image = await postMultipart(
        ctx.app,
        token,
        'images',
        multipart(
          { EnterpriseID: String(HOTEL), ext: 'jpeg' },
          { filename: 'foto.jpg', type: 'image/jpeg', content: await rotatedJpeg() },
        ),
      );
      expect(image.status).toBe(200);
      expect(image.body.data).toMatch(URL_OF(HOTEL, 'jpg'));
      const meta = await sharp(
        await expectServedAs(ctx.app, image.body.data, 'image/jpeg'),
      ).metadata();
      expect(meta).toMatchObject({ width: 100, height: 200 });
      expect(meta.exif).toBeUndefined();

      const crop = await postMultipart(
        ctx.app,
        token,
        'images',
        multipart(
          { EnterpriseID: String(HOTEL) },
          { filename: 'a.png', type: 'image/png', content: await pngWithGps() },
        ),
      );
      expect(crop.body.data).toMatch(URL_OF(HOTEL, 'webp'));

      const doc = await postMultipart(
        ctx.app,
        token,
        'pdf',
        multipart(
          { EnterpriseID: String(HOTEL) },
          { filename: 'carta.pdf', type: 'application/pdf', content: pdf() },
        ),
      );
      expect(doc.status).toBe(200);
      expect(await expectServedAs(ctx.app, doc.body.data, 'application/pdf')).toEqual(pdf());
    });

    it('refuses bad forms and bad files with a clear error, storing nothing', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const video = { filename: 'a.mp4', type: 'video/mp4', content: mp4() };
      const cases = [
        ['video', multipart({}, video), 400, 'EnterpriseID'],
        ['video', multipart({}, video, { EnterpriseID: String(HOTEL) }), 400, 'EnterpriseID'],
        ['video', multipart({ EnterpriseID: String(HOTEL) }, null), 400, 'file'],
        [
          'video',
          multipart({ EnterpriseID: String(HOTEL) }, { ...video, name: 'video' }),
          400,
          'file',
        ],
        [
          'video',
          multipart({ EnterpriseID: String(HOTEL) }, { ...video, content: text }),
          400,
          'file',
        ],
        [
          'video',
          multipart({ EnterpriseID: String(HOTEL) }, { ...video, content: Buffer.alloc(0) }),
          400,
          'file',
        ],
        [
          'pdf',
          multipart(
            { EnterpriseID: String(HOTEL) },
            { ...video, filename: 'a.pdf', type: 'application/pdf' },
          ),
          400,
          'file',
        ],
        [
          'images',
          multipart(
            { EnterpriseID: String(HOTEL) },
            { filename: 'a.png', type: 'image/png', content: svg },
          ),
          400,
          'file',
        ],
        [
          'images',
          multipart(
            { EnterpriseID: String(HOTEL) },
            { filename: 'a.png', type: 'image/png', content: pngBomb() },
          ),
          400,
          'file',
        ],
        [
          'images',
          multipart(
            { EnterpriseID: String(HOTEL) },
            { filename: 'a.png', type: 'image/png', content: await noisyPng() },
          ),
          413,
          null,
        ],
        [
          'pdf',
          multipart(
            { EnterpriseID: String(HOTEL) },
            {
              filename: 'a.pdf',
              type: 'application/pdf',
              content: Buffer.concat([pdf(), Buffer.alloc(2 * MB)]),
            },
          ),
          413,
          null,
        ],
      ] as const;
      for (const [i, [path, form, status, field]] of cases.entries()) {
        const res = await postMultipart(ctx.app, token, path, form);
        expect(res.status, `case ${i}`).toBe(status);
        expectRefused(res, status);
        if (field) expect(res.body.error.fields).toContain(field);
      }
      // A body that is not multipart at all, declared as such.
      const broken = await ctx.app.inject({
        method: 'POST',
        url: '/api/utils/video',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'multipart/form-data; boundary=xyz',
        },
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="EnterpriseID"\r\n\r\n1\r\n--xyz\r\nContent-Disp',
      });
      expect(broken.statusCode).toBe(400);
      expect(stored(ctx.app)).toEqual([]);
    });
  });

  describe('serving', () => {
    it('never leaves the uploads directory, answering 404', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const { body } = await post(ctx.app, token, 'pdf', {
        newPdf: dataUrl('application/pdf', pdf()),
        EnterpriseID: HOTEL,
      });
      const name = String(body.data).split('/').pop() ?? '';
      const attempts = [
        '/uploads/1/..%2F..%2Fjwt-secret',
        '/uploads/1/..%2f..%2fjwt-secret',
        '/uploads/..%2F/jwt-secret',
        '/uploads/../jwt-secret',
        '/uploads/1/../../jwt-secret',
        '/uploads/%2e%2e/%2e%2e',
        '/uploads/1/%2e%2e%2f%2e%2e%2fjwt-secret',
        '/uploads/1/..%5c..%5cjwt-secret',
        '/uploads/1%2F..%2F..%2Fjwt-secret/x',
        '/uploads/1/.',
        '/uploads/1/',
        '/uploads/1',
        `/uploads/01/${name}`,
        `/uploads/1/${name}%00.png`,
        `/uploads/1/${name}/`,
        `/uploads/2/${name}`,
        `/uploads/1/${name.replace('.pdf', '.png')}`,
        `/uploads/1/${name.slice(1)}`,
        '/uploads/1/aaaaaaaaaaaaaaaaaaaaaa.html',
      ];
      for (const url of attempts) {
        const res = await fetchFile(ctx.app, url);
        expect([400, 404], url).toContain(res.statusCode);
        expect(res.body, url).not.toContain('test-secret');
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      }
      expect((await fetchFile(ctx.app, body.data)).statusCode).toBe(200);
    });

    it('documents the calls in OpenAPI', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const paths = res.json().paths;
      for (const path of ['/api/utils/images', '/api/utils/video', '/api/utils/pdf']) {
        expect(paths[path]?.post?.requestBody?.content?.['application/json']).toBeDefined();
      }
    });
  });
});

describe.each(databases)('upload limits on %s', (database) => {
  const ctx = useApp(database, { uploads: { videoMaxBytes: 2 * MB, pdfMaxBytes: 20 * MB } });

  it('refuses a streamed video over VIDEO_MAX_MB with a 413 and removes what was received', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await postMultipart(
      ctx.app,
      token,
      'video',
      multipart(
        { EnterpriseID: String(HOTEL) },
        { filename: 'big.mp4', type: 'video/mp4', content: streamedVideo(6 * MB) },
      ),
    );
    expectRefused(res, 413, 'too_large');
    expect(stored(ctx.app)).toEqual([]);
  });

  it('accepts a video at the limit exactly', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await postMultipart(
      ctx.app,
      token,
      'video',
      multipart(
        { EnterpriseID: String(HOTEL) },
        { filename: 'ok.mp4', type: 'video/mp4', content: streamedVideo(2 * MB) },
      ),
    );
    expect(res.status).toBe(200);
  });

  it('refuses a JSON video over the limit with a 413', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    for (const size of [2 * MB + 1, 3 * MB]) {
      const res = await post(ctx.app, token, 'video', {
        newVideo: dataUrl('video/mp4', mp4(size)),
        EnterpriseID: HOTEL,
      });
      expectRefused(res, 413, 'too_large');
    }
    expect(stored(ctx.app)).toEqual([]);
  });
});
