import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { ANIMATION_MAX_FRAMES } from '../src/services/uploads/images.ts';
import { imageWorkers, UPLOADS_PER_USER, WAITING_IMAGES } from '../src/services/uploads/limits.ts';
import {
  ADMIN,
  call,
  databases,
  HOTEL,
  HOTEL_RECEPTION,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
} from './helpers.ts';
import { MB, useUploadsApp } from './upload-calls.ts';
import { animation, dataUrl, filesUnder, mp4, multipart, solidPng } from './upload-fixtures.ts';

const stored = (app: App) => filesUnder(app.deps.config.dataDir);
const uploadsStored = (app: App) => stored(app).filter((f) => f.startsWith('uploads/'));

const send = async (
  app: App,
  token: string,
  path: string,
  payload: Readable | string | object,
  headers: Record<string, string> = {},
) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/utils/${path}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.body ? res.json() : null,
    retryAfter: res.headers['retry-after'],
    connection: res.headers.connection,
  };
};

/** A JSON video upload of `size` base64 bytes made on demand, never held whole by the test. */
const streamedJson = (size: number) => {
  const start = `{"EnterpriseID":${HOTEL},"newVideo":"data:video/mp4;base64,`;
  const chunk = 'A'.repeat(MB);
  function* parts() {
    yield start;
    for (let left = size; left > 0; left -= chunk.length) yield chunk.slice(0, left);
    yield '"}';
  }
  const payload = Readable.from(parts(), { objectMode: false });
  return { payload, length: start.length + size + 2 };
};

/** Everything but the last chunk of `source` at once; the last one once `gate` opens. */
async function* heldBack(source: Readable, gate: Promise<void>) {
  let previous: Buffer | undefined;
  for await (const chunk of source) {
    if (previous) yield previous;
    previous = chunk as Buffer;
  }
  await gate;
  if (previous) yield previous;
}

const timeout = (ms: number) =>
  new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

describe.each(databases)('upload limits against exhaustion on %s', (database) => {
  const ctx = useUploadsApp(database, { videoMaxBytes: 150 * MB, pdfMaxBytes: 20 * MB });

  it('refuses a costly animation kept as such with a 413 naming the limit, storing nothing', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const gif = await animation(24, 24, ANIMATION_MAX_FRAMES + 1);
    const res = await send(ctx.app, token, 'images', {
      newImage: dataUrl('image/gif', gif),
      EnterpriseID: HOTEL,
      ext: 'gif',
    });
    expect(res.status).toBe(413);
    expect(res.body.error.fields).toEqual(['newImage']);
    expect(res.body.error.message).toMatch(`at most ${ANIMATION_MAX_FRAMES} frames`);
    expect(uploadsStored(ctx.app)).toEqual([]);
  });

  it('takes files over 5 MB only as multipart: a JSON data URL of 6 MB is a 413 saying so', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const video = mp4(6 * MB);
    const json = await send(ctx.app, token, 'video', {
      newVideo: dataUrl('video/mp4', video),
      EnterpriseID: HOTEL,
    });
    expect(json.status).toBe(413);
    expect(json.body.error).toMatchObject({ code: 'too_large', fields: ['newVideo'] });
    expect(json.body.error.message).toMatch(/multipart/);
    expect(uploadsStored(ctx.app)).toEqual([]);

    const form = multipart(
      { EnterpriseID: String(HOTEL) },
      { filename: 'v.mp4', type: 'video/mp4', content: video },
    );
    const res = await send(ctx.app, token, 'video', form.payload, {
      'content-type': form.contentType,
    });
    expect(res.status).toBe(200);
  });

  it('refuses a 133 MB JSON body before buffering it', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const big = streamedJson(133 * MB);
    const res = await send(ctx.app, token, 'video', big.payload, {
      'content-type': 'application/json',
      'content-length': String(big.length),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/multipart/);
    // Refused on its announced length: the connection closes rather than read the rest.
    expect(res.connection).toBe('close');

    // Without a length announced, the body limit still stops it early.
    const chunked = streamedJson(133 * MB);
    const second = await send(ctx.app, token, 'pdf', chunked.payload, {
      'content-type': 'application/json',
    });
    expect(second.status).toBe(413);
    expect(uploadsStored(ctx.app)).toEqual([]);
  });

  it(`lets one user have ${UPLOADS_PER_USER} uploads in progress: one more is a 429, another user is not held`, async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held = () => {
      const form = multipart(
        { EnterpriseID: String(HOTEL) },
        { filename: 'v.mp4', type: 'video/mp4', content: mp4(64 * 1024) },
      );
      return send(ctx.app, token, 'video', Readable.from(heldBack(form.payload, gate)), {
        'content-type': form.contentType,
      });
    };
    const uploads = Array.from({ length: UPLOADS_PER_USER + 1 }, held);
    const first = await Promise.race([...uploads, timeout(20_000)]);
    expect(first === 'timeout' ? first : first.status).toBe(429);
    if (first !== 'timeout') expect(first.body.error.code).toBe('too_many_uploads');

    const plaza = await login(ctx.app, PLAZA_STAFF);
    const other = await send(ctx.app, plaza, 'pdf', {
      newPdf: dataUrl('application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
      EnterpriseID: PLAZA,
    });
    expect(other.status).toBe(200);

    open();
    const statuses = (await Promise.all(uploads)).map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(UPLOADS_PER_USER).fill(200), 429]);
    // Slots are given back: the same user uploads again.
    expect((await held()).status).toBe(200);
  });

  it('answers a GET during a burst of 16 expensive image uploads before the burst is done, answering 503 when too many wait', async () => {
    const users = [HOTEL_STAFF, HOTEL_RECEPTION, ADMIN, PLAZA_STAFF];
    const owners = [HOTEL, HOTEL, HOTEL, PLAZA];
    const tokens = await Promise.all(users.map((u) => login(ctx.app, u)));
    const [reader] = tokens;
    // Uploads stored so far: a GET answered while one admitted upload still waits for its turn
    // was not queued behind the images' work.
    let imagesStored = 0;
    const get = async () => {
      const res = await call(ctx.app, reader ?? '', 'GET', '/api/contents/1');
      expect(res.status).toBe(200);
      return imagesStored;
    };
    for (let i = 0; i < 7; i++) await get();

    // 12 megapixels of one colour: 20 KB to send, most of a second of CPU to re-encode.
    const image = dataUrl('image/png', await solidPng(3000, 2000));
    const burst = Array.from({ length: 16 }, (_, i) =>
      send(ctx.app, tokens[i % 4] ?? '', 'images', {
        newImage: image,
        EnterpriseID: owners[i % 4],
      }).then((answer) => {
        if (answer.status === 200) imagesStored += 1;
        return answer;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during: number[] = [];
    for (let i = 0; i < 3; i++) during.push(await get());
    const answers = await Promise.all(burst);

    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect(Math.max(...during), `stored when each GET was answered: ${during}`).toBeLessThan(
      count(200),
    );
    expect(count(200) + count(429) + count(503)).toBe(16);
    // All 16 arrive while the first image is processed: what cannot wait is refused at once.
    const admitted = imageWorkers().workers + WAITING_IMAGES;
    expect(count(200)).toBeGreaterThan(0);
    expect(count(200)).toBeLessThanOrEqual(admitted);
    expect(count(503)).toBeGreaterThan(0);
    for (const busy of answers.filter((a) => a.status === 503)) {
      expect(busy.body.error.code).toBe('busy');
      expect(Number(busy.retryAfter)).toBeGreaterThan(0);
    }
  });
});
