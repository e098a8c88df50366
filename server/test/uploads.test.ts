import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADMIN, databases, HOTEL, HOTEL_STAFF, login, PLAZA } from './helpers.ts';
import {
  expectRefused,
  expectServedAs,
  fetchFile,
  MB,
  post,
  postFile,
  postPdf,
  stored,
  URL_OF,
  useUploadsApp,
} from './upload-calls.ts';
import {
  dataUrl,
  mp4,
  noisyPng,
  pdf,
  plainGif,
  plainJpeg,
  plainWebp,
  pngBomb,
  pngWithGps,
  rotatedJpeg,
  svg,
  text,
} from './upload-fixtures.ts';

describe.each(databases)('uploads on %s', (database) => {
  const ctx = useUploadsApp(database);

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
      const viaForm = await postFile(
        ctx.app,
        token,
        'video',
        { filename: 'a.mp4', type: 'video/mp4', content: mp4() },
        { EnterpriseID: String(PLAZA) },
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
      const file = { filename: 'a.mp4', type: 'video/mp4', content: mp4() };
      expectRefused(await postFile(ctx.app, null, 'video', file), 401);
      expect(stored(ctx.app)).toEqual([]);
    });
  });

  describe('serving', () => {
    it('never leaves the uploads directory, answering 404', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const { body } = await postPdf(ctx.app, token, pdf());
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
