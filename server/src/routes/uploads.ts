import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { dbInt, ownerSchema } from '@carta/domain';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertOwnerAccess } from '../auth/scopes.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import { DomainError } from '../domain-errors.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { createLocalStorage, newUploadName, type Storage } from '../services/storage.ts';
import { decodeDataUrl } from '../services/uploads/data-url.ts';
import { megabytes, tooLarge } from '../services/uploads/errors.ts';
import { type PlainKind, plainFileExt } from '../services/uploads/files.ts';
import { IMAGE_MAX_BYTES, processImage, setImageThreads } from '../services/uploads/images.ts';
import {
  createUserSlots,
  createWorkPool,
  imageWorkers,
  JSON_FILE_MAX_BYTES,
  UPLOADS_PER_USER,
  WAITING_IMAGES,
} from '../services/uploads/limits.ts';
import { HEAD_BYTES } from '../services/uploads/sniff.ts';
import { receiveToFile } from '../services/uploads/stream.ts';
import { routeFile } from './route.ts';
import { errorBody } from './schemas.ts';

/** Served upload files: a year in caches (their names never change) and no active content. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const UPLOAD_CSP = "default-src 'none'; sandbox";

/** Room for the JSON around a base64 data URL (field names, the `data:…;base64,` prefix). */
const JSON_OVERHEAD = 64 * 1024;
const base64BodyLimit = (decodedMax: number, ratio = 4 / 3) =>
  Math.ceil(decodedMax * ratio) + JSON_OVERHEAD;
/** A JSON body too large for its kind: images have their own 2 MB; other files may come as a form. */
const jsonTooLarge = (kind: Kind) =>
  kind === 'image'
    ? tooLarge(`the image is over the limit of ${megabytes(IMAGE_MAX_BYTES)}`, DATA_FIELD.image)
    : tooLarge(
        `a file over ${megabytes(JSON_FILE_MAX_BYTES)} must be sent as multipart/form-data, not as a JSON data URL`,
        DATA_FIELD[kind],
      );

type Kind = 'image' | PlainKind;
type UploadBody = { EnterpriseID: string; ext?: string | null | undefined };
const DATA_FIELD = { image: 'newImage', video: 'newVideo', pdf: 'newPdf' } as const;
const FILE_PART = 'file';

const enterpriseId = z
  .union([dbInt().positive(), ownerSchema])
  .transform(String)
  .describe("the caller's enterprise, or '0000' (common menus, administrators only)");
const dataUrl = (what: string) => z.string().describe(`the ${what} as a base64 data URL`);

const bodies = {
  image: z.strictObject({
    newImage: dataUrl('image (JPEG, PNG, WebP or GIF; at most 2 MB)'),
    EnterpriseID: enterpriseId,
    ext: z
      .string()
      .max(32)
      .nullable()
      .optional()
      .describe("set on 'upload original': the image keeps its own format; null: stored as WebP"),
  }),
  video: z.strictObject({
    newVideo: dataUrl('video (MP4, MOV or WebM)'),
    EnterpriseID: enterpriseId,
  }),
  pdf: z.strictObject({ newPdf: dataUrl('PDF'), EnterpriseID: enterpriseId }),
};

const uploaded = z.object({
  data: z.string().describe('URL of the stored file: /uploads/{EnterpriseID}/{name}'),
});

/** A stored file's bytes, of whatever type it is. */
const storedFile = (description: string) => ({
  description,
  content: { '*/*': { schema: z.string().describe('the bytes') } },
});

const DESCRIPTION = {
  image:
    'JSON `{ newImage, EnterpriseID, ext }`, or multipart/form-data with the fields `EnterpriseID`, ' +
    'optional `ext`, then one file part `file`. The image is checked by its bytes (JPEG, PNG, WebP, ' +
    'GIF; SVG refused), at most 2 MB and 24 megapixels, turned upright, shrunk to fit 2048 pixels and ' +
    're-encoded without metadata.',
  video:
    'JSON `{ newVideo, EnterpriseID }` (kept for old clients, files up to 5 MB only: the whole file ' +
    'travels as base64), or multipart/form-data with the field `EnterpriseID` then one file part ' +
    '`file`, streamed to disk. MP4, MOV or WebM by their bytes, up to VIDEO_MAX_MB.',
  pdf:
    'JSON `{ newPdf, EnterpriseID }` (files up to 5 MB), or multipart/form-data with the field ' +
    '`EnterpriseID` then one file part `file`. The bytes must start with %PDF-; up to PDF_MAX_MB.',
};

const LIMITS =
  `At most ${UPLOADS_PER_USER} uploads in progress per user (429 beyond). Images are processed a ` +
  'few at a time: when too many wait, 503 with Retry-After (the server is busy; try again then).';

/** The owner directory an upload goes to, once the caller may write there (403 otherwise). */
const ownerFor = (staff: StaffClaims, id: string) => {
  assertOwnerAccess(staff, id, 'write');
  return id;
};

/** A multipart parser failure as a client error; disk and other server errors pass through. */
const multipartError = (error: unknown, maxBytes: number): unknown => {
  if (error instanceof HttpError || error instanceof DomainError) return error;
  const { code, statusCode, errno } = error as {
    code?: string;
    statusCode?: number;
    errno?: number;
  };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return tooLarge(`the file is over the limit of ${megabytes(maxBytes)}`, FILE_PART);
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  if (errno !== undefined) return error;
  return badRequest('malformed multipart/form-data body');
};

/**
 * The fields sent before the first file part, and that file part. Fields after the file are not
 * read (they arrive after the file's bytes): EnterpriseID must come first, so that a caller who
 * may not write there is refused before any byte of the file is stored.
 */
const formParts = async (
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Map<string, string>; file: MultipartFile | undefined }> => {
  const fields = new Map<string, string>();
  // busboy stops one byte past the limit; the stream guard refuses that byte.
  const parts = request.parts({ limits: { fileSize: maxBytes + 1 } });
  for (;;) {
    // next() rather than for-await: leaving a for-await loop would end the iterator.
    const { value: part, done } = await parts.next();
    if (done || !part) return { fields, file: undefined };
    if (part.type === 'file') return { fields, file: part };
    const { value } = part as MultipartValue;
    if (typeof value === 'string' && !fields.has(part.fieldname)) fields.set(part.fieldname, value);
  }
};

const enterpriseField = (fields: Map<string, string>): string => {
  const parsed = enterpriseId.safeParse(fields.get('EnterpriseID'));
  if (!parsed.success) {
    throw badRequest('the field EnterpriseID is required before the file part', ['EnterpriseID']);
  }
  return parsed.data;
};

/** Uploads (images, video, PDF) and the files they store, served under /uploads. */
export const uploadRoutes = routeFile(
  { prefix: '', tags: ['uploads'] },
  async ({ privateRoute, publicRoute }, { config }, app) => {
    const storage: Storage = createLocalStorage(
      join(config.dataDir, 'uploads'),
      join(config.dataDir, 'tmp'),
    );
    const maxBytes = {
      image: IMAGE_MAX_BYTES,
      video: config.uploads.videoMaxBytes,
      pdf: config.uploads.pdfMaxBytes,
    };
    /** What a JSON data URL may carry: a file over JSON_FILE_MAX_BYTES must come as multipart. */
    const jsonMaxBytes = (kind: Kind) => Math.min(maxBytes[kind], JSON_FILE_MAX_BYTES);
    const { workers, threadsPerWorker } = imageWorkers();
    setImageThreads(threadsPerWorker);
    const imagePool = createWorkPool({ size: workers, maxWaiting: WAITING_IMAGES });
    const userSlots = createUserSlots(UPLOADS_PER_USER);

    /** Video and PDF are stored as they came, once their first bytes show what they are. */
    const storePlain = async (kind: PlainKind, owner: string, data: Buffer, field: string) =>
      storage.put(
        owner,
        newUploadName(plainFileExt(kind, data.subarray(0, HEAD_BYTES), field)),
        data,
      );

    const storeImage = async (
      owner: string,
      data: Buffer,
      ext: string | null | undefined,
      field: string,
    ) => {
      const image = await imagePool.run(() =>
        processImage(data, { original: Boolean(ext), field }),
      );
      return storage.put(owner, newUploadName(image.ext), image.data);
    };

    /**
     * multipart/form-data: the fields before the file part (EnterpriseID first, so that a refused
     * caller sends no file to disk), then the file streamed to a temporary file under DATA_DIR with
     * its size checked as it arrives.
     */
    const fromMultipart = async (request: FastifyRequest, kind: Kind, staff: StaffClaims) => {
      const limit = maxBytes[kind];
      let form: Awaited<ReturnType<typeof formParts>>;
      try {
        form = await formParts(request, limit);
      } catch (error) {
        throw multipartError(error, limit);
      }
      const part = form.file;
      if (!part) throw badRequest(`a file part named "${FILE_PART}" is required`, [FILE_PART]);
      if (part.fieldname !== FILE_PART) {
        throw badRequest(`the file part must be named "${FILE_PART}"`, [FILE_PART]);
      }
      const owner = ownerFor(staff, enterpriseField(form.fields));
      const file = part.file;

      if (kind === 'image') {
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          throw multipartError(error, limit);
        }
        return storeImage(owner, data, form.fields.get('ext'), FILE_PART);
      }

      const temp = storage.tempFile();
      try {
        let ext: ReturnType<typeof plainFileExt> | undefined;
        try {
          await receiveToFile(file, temp, {
            maxBytes: limit,
            field: FILE_PART,
            checkHead: (head) => {
              ext = plainFileExt(kind, head, FILE_PART);
            },
          });
        } catch (error) {
          throw multipartError(error, limit);
        }
        if (file.truncated) {
          throw tooLarge(`the file is over the limit of ${megabytes(limit)}`, FILE_PART);
        }
        if (!ext) throw badRequest('the file is empty', [FILE_PART]);
        return await storage.put(owner, newUploadName(ext), temp);
      } finally {
        await unlink(temp).catch(() => {});
      }
    };

    const receive = async (
      kind: Kind,
      request: FastifyRequest,
      staff: StaffClaims,
      body: UploadBody | null,
      dataUrlOf: () => string,
    ) => {
      if (request.isMultipart()) return fromMultipart(request, kind, staff);
      if (!body) {
        throw badRequest('send a JSON body or multipart/form-data', [
          DATA_FIELD[kind],
          'EnterpriseID',
        ]);
      }
      const owner = ownerFor(staff, body.EnterpriseID);
      const field = DATA_FIELD[kind];
      const data = decodeDataUrl(dataUrlOf(), jsonMaxBytes(kind), field, () => jsonTooLarge(kind));
      return kind === 'image'
        ? storeImage(owner, data, body.ext, field)
        : storePlain(kind, owner, data, field);
    };

    const handle = async (
      kind: Kind,
      {
        request,
        reply,
        staff,
      }: { request: FastifyRequest; reply: FastifyReply; staff: StaffClaims },
      // null for multipart: Fastify validates a body it did not parse as null.
      body: UploadBody | null,
      dataUrlOf: () => string,
    ) => {
      let release: (() => void) | undefined;
      try {
        release = userSlots.acquire(staff.userId);
        return { data: await receive(kind, request, staff, body, dataUrlOf) };
      } catch (error) {
        // The client may still be sending the file: close instead of reading the rest of it.
        if (request.isMultipart() && !request.raw.complete) reply.header('connection', 'close');
        throw error;
      } finally {
        release?.();
      }
    };

    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: Math.max(...Object.values(maxBytes)) + 1,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 20,
        headerPairs: 100,
      },
    });
    // Made before @fastify/static checks it, so a first start does not warn that it is missing.
    await mkdir(storage.root, { recursive: true });
    await app.register(fastifyStatic, { root: storage.root, serve: false });
    // Uploads cut short by a crash; a day old, so another process's upload in progress is left alone.
    await storage.sweepTemp(24 * 60 * 60 * 1000);

    /** A JSON body announced larger than the route takes is refused before any of it is read. */
    const jsonLength =
      (kind: Kind) => async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const length = Number(request.headers['content-length']);
        if (!request.isMultipart() && length > request.routeOptions.bodyLimit) {
          reply.header('connection', 'close');
          throw jsonTooLarge(kind);
        }
        return payload;
      };

    const route = (kind: Kind) => ({
      // base64 of the largest file a JSON body may carry: a larger body is never buffered.
      bodyLimit: base64BodyLimit(jsonMaxBytes(kind), kind === 'image' ? 4 / 3 : 1.37),
      preParsing: jsonLength(kind),
    });
    const routeSchema = (kind: Kind) => ({
      description: `${DESCRIPTION[kind]} ${LIMITS}`,
      multipart: z.object({
        EnterpriseID: z.string().describe('first: the owner the file goes to'),
        ...(kind === 'image' ? { ext: z.string().max(32).optional() } : {}),
        file: z.string().describe('the file, last'),
      }),
      response: { 200: uploaded, 413: errorBody, 429: errorBody, 503: errorBody },
    });

    privateRoute('POST', '/api/utils/images', {
      ...route('image'),
      schema: { ...routeSchema('image'), body: bodies.image.nullable() },
      handler: (call) =>
        handle('image', call, call.request.body, () => call.request.body?.newImage ?? ''),
    });

    privateRoute('POST', '/api/utils/video', {
      ...route('video'),
      schema: { ...routeSchema('video'), body: bodies.video.nullable() },
      handler: (call) =>
        handle('video', call, call.request.body, () => call.request.body?.newVideo ?? ''),
    });

    privateRoute('POST', '/api/utils/pdf', {
      ...route('pdf'),
      schema: { ...routeSchema('pdf'), body: bodies.pdf.nullable() },
      handler: (call) =>
        handle('pdf', call, call.request.body, () => call.request.body?.newPdf ?? ''),
    });

    publicRoute('GET', '/uploads/:owner/:name', {
      schema: {
        description: 'An uploaded file (byte ranges supported, for video).',
        params: z.object({ owner: z.string(), name: z.string() }),
        response: {
          200: storedFile('the whole file'),
          206: storedFile('the byte range asked for (Range)'),
          304: z.null(),
          416: errorBody,
        },
      },
      // After the app-wide headers: these files get a policy of their own.
      onSend: async (_request, reply) => {
        reply.header('Content-Security-Policy', UPLOAD_CSP);
        reply.header('X-Content-Type-Options', 'nosniff');
      },
      handler: async ({ request, reply }) => {
        const { owner, name } = request.params;
        const file = await storage.resolve(owner, name);
        if (!file) throw notFound('file');
        reply.header('Cache-Control', UPLOAD_CACHE_CONTROL);
        reply.header('Content-Type', file.contentType);
        return reply.sendFile(`${owner}/${name}`, storage.root, {
          cacheControl: false,
          contentType: false,
          dotfiles: 'deny',
          index: false,
        });
      },
    });
  },
);
