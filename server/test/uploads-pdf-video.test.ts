import { describe, expect, it } from 'vitest';
import { UPLOAD_CSP } from '../src/routes/uploads.ts';
import { databases, HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';
import {
  expectRefused,
  expectServedAs,
  fetchFile,
  MB,
  post,
  postMultipart,
  stored,
  URL_OF,
} from './upload-calls.ts';
import {
  dataUrl,
  ebml,
  ftyp,
  mp4,
  multipart,
  pdf,
  plainJpeg,
  streamedVideo,
  svg,
  text,
  videoHead,
} from './upload-fixtures.ts';

describe.each(databases)('PDF and video uploads on %s', (database) => {
  const ctx = useApp(database, { uploads: { videoMaxBytes: 100 * MB, pdfMaxBytes: 1 * MB } });

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
