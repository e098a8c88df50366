import { describe, expect, it } from 'vitest';
import { UPLOAD_CSP } from '../src/routes/uploads.ts';
import { databases, HOTEL, HOTEL_STAFF, login } from './helpers.ts';
import {
  expectRefused,
  expectServedAs,
  fetchFile,
  MB,
  postFile,
  postPdf,
  postVideo,
  stored,
  URL_OF,
  useUploadsApp,
} from './upload-calls.ts';
import {
  ebml,
  ftyp,
  mp4,
  pdf,
  plainJpeg,
  streamedVideo,
  svg,
  text,
  videoHead,
} from './upload-fixtures.ts';

describe.each(databases)('PDF and video uploads on %s', (database) => {
  const ctx = useUploadsApp(database);

  describe('PDF and video as JSON data URLs', () => {
    it('stores a PDF and a video of each kind, served with their types', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const doc = pdf();
      const res = await postPdf(ctx.app, token, doc);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatch(URL_OF(HOTEL, 'pdf'));
      expect(await expectServedAs(ctx.app, res.body.data, 'application/pdf')).toEqual(doc);

      const videos = [
        [mp4(50_000), 'mp4', 'video/mp4'],
        [mp4(50_000, 'qt  '), 'mov', 'video/quicktime'],
        [ebml('webm', 50_000), 'webm', 'video/webm'],
      ] as const;
      for (const [bytes, ext, type] of videos) {
        // The declared type is not what decides.
        const video = await postVideo(ctx.app, token, bytes, 'application/octet-stream');
        expect(video.status, ext).toBe(200);
        expect(video.body.data).toMatch(URL_OF(HOTEL, ext));
        expect(await expectServedAs(ctx.app, video.body.data, type)).toEqual(bytes);
      }
    });

    it('serves byte ranges of a video', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const bytes = mp4(10_000);
      const { body } = await postVideo(ctx.app, token, bytes);
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
        const res = await postPdf(ctx.app, token, bytes);
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
        const res = await postVideo(ctx.app, token, bytes);
        expectRefused(res, 400, 'unsupported_file');
      }
      expect(stored(ctx.app)).toEqual([]);
    });

    it('refuses a PDF over the configured limit with a 413', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const big = Buffer.concat([pdf(), Buffer.alloc(MB)]);
      const res = await postPdf(ctx.app, token, big);
      expectRefused(res, 413, 'too_large');
      expect(stored(ctx.app)).toEqual([]);
    });
  });
});

describe.each(databases)('upload limits on %s', (database) => {
  const ctx = useUploadsApp(database, { videoMaxBytes: 2 * MB, pdfMaxBytes: 20 * MB });

  it('refuses a streamed video over VIDEO_MAX_MB with a 413 and removes what was received', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await postFile(ctx.app, token, 'video', {
      filename: 'big.mp4',
      type: 'video/mp4',
      content: streamedVideo(6 * MB),
    });
    expectRefused(res, 413, 'too_large');
    expect(stored(ctx.app)).toEqual([]);
  });

  it('accepts a video at the limit exactly', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await postFile(ctx.app, token, 'video', {
      filename: 'ok.mp4',
      type: 'video/mp4',
      content: streamedVideo(2 * MB),
    });
    expect(res.status).toBe(200);
  });

  it('refuses a JSON video over the limit with a 413', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    for (const size of [2 * MB + 1, 3 * MB]) {
      const res = await postVideo(ctx.app, token, mp4(size));
      expectRefused(res, 413, 'too_large');
    }
    expect(stored(ctx.app)).toEqual([]);
  });
});
