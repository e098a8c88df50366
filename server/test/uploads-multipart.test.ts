import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { databases, HOTEL, HOTEL_STAFF, login } from './helpers.ts';
import {
  expectRefused,
  expectServedAs,
  fetchFile,
  MB,
  postFile,
  postMultipart,
  stored,
  URL_OF,
  useUploadsApp,
} from './upload-calls.ts';
import {
  mp4,
  multipart,
  noisyPng,
  pdf,
  pngBomb,
  pngWithGps,
  rotatedJpeg,
  streamedVideo,
  svg,
  text,
} from './upload-fixtures.ts';

describe.each(databases)('multipart uploads on %s', (database) => {
  const ctx = useUploadsApp(database);

  describe('multipart/form-data', () => {
    it('streams a 30 MB video to disk and serves it back', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const size = 30 * MB;
      const res = await postFile(ctx.app, token, 'video', {
        filename: 'visita.mp4',
        type: 'video/mp4',
        content: streamedVideo(size),
      });
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
      const image = await postFile(
        ctx.app,
        token,
        'images',
        { filename: 'foto.jpg', type: 'image/jpeg', content: await rotatedJpeg() },
        { EnterpriseID: String(HOTEL), ext: 'jpeg' },
      );
      expect(image.status).toBe(200);
      expect(image.body.data).toMatch(URL_OF(HOTEL, 'jpg'));
      const meta = await sharp(
        await expectServedAs(ctx.app, image.body.data, 'image/jpeg'),
      ).metadata();
      expect(meta).toMatchObject({ width: 100, height: 200 });
      expect(meta.exif).toBeUndefined();

      const crop = await postFile(ctx.app, token, 'images', {
        filename: 'a.png',
        type: 'image/png',
        content: await pngWithGps(),
      });
      expect(crop.body.data).toMatch(URL_OF(HOTEL, 'webp'));

      const doc = await postFile(ctx.app, token, 'pdf', {
        filename: 'carta.pdf',
        type: 'application/pdf',
        content: pdf(),
      });
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
});
