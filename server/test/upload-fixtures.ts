import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Files for the upload tests, made here rather than checked in. */

export const dataUrl = (mime: string, bytes: Buffer) =>
  `data:${mime};base64,${bytes.toString('base64')}`;

const EXIF = {
  IFD0: { Copyright: 'Secret Owner', Artist: 'Ana Camarera', Make: 'PhoneCo' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '40/1 25/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '3/1 42/1 0/1',
  },
};

const solid = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A PNG carrying EXIF with GPS coordinates and an owner's name. */
export const pngWithGps = () => solid(64, 48).withExif(EXIF).png().toBuffer();

/** A landscape JPEG (200x100 stored) whose EXIF orientation 6 says: show it rotated, 100x200. */
export const rotatedJpeg = () =>
  solid(200, 100, '#27ae60').withMetadata({ orientation: 6 }).withExif(EXIF).jpeg().toBuffer();

/**
 * A solid-colour PNG of `width` x `height`: a few KB however many pixels, yet every pixel is
 * decoded and re-encoded (the costly upload of behaviour.md#limits).
 */
export const solidPng = (width: number, height: number) =>
  solid(width, height).png({ compressionLevel: 9 }).toBuffer();

export const plainJpeg = () => solid(80, 60, '#2980b9').jpeg().toBuffer();
export const plainWebp = () => solid(80, 60, '#8e44ad').webp().toBuffer();
export const plainGif = () => solid(30, 20, '#f1c40f').gif().toBuffer();

/** An animation of `frames` frames, each with its own white pixel (so the encoder keeps every one). */
export const animation = (
  width: number,
  height: number,
  frames: number,
  format: 'gif' | 'webp' = 'gif',
) => {
  const frame = width * height * 3;
  const pixels = Buffer.alloc(frame * frames);
  for (let f = 0; f < frames; f++) {
    const at = f * frame + ((f * 3) % frame);
    pixels.fill(255, at, at + 3);
  }
  const image = sharp(pixels, {
    raw: { width, height: height * frames, channels: 3, pageHeight: height },
  });
  return (
    format === 'gif' ? image.gif({ effort: 1, colours: 4, dither: 0 }) : image.webp({ effort: 0 })
  ).toBuffer();
};

/** Random noise does not compress: a 1200x1200 PNG of it is well over 2 MB. */
export const noisyPng = () =>
  sharp({
    create: {
      width: 1200,
      height: 1200,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A valid black-and-white PNG of `side` x `side` pixels, all zero, so it deflates to a few tens of
 * KB: 400 megapixels at the default side, a decompression bomb (over a GB once decoded to RGB).
 */
export const pngBomb = (side = 20_000) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

export const svg = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

export const text = Buffer.from('just some text, not an image at all\n');

/** The smallest well-formed PDF: one empty page. */
export const pdf = () => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
};

const box = (type: string, payload: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
};

/** An ISO BMFF `ftyp` box: major brand, minor version, compatible brands. */
export const ftyp = (major: string, compatible: readonly string[] = []) =>
  box(
    'ftyp',
    Buffer.concat([
      Buffer.from(major, 'latin1'),
      Buffer.alloc(4),
      ...compatible.map((b) => Buffer.from(b, 'latin1')),
    ]),
  );

/** The head of an MP4 (or, with brand 'qt  ', a QuickTime movie): `ftyp`, then an `mdat` header. */
export const videoHead = (major = 'isom', compatible = ['isom', 'iso2', 'avc1', 'mp41']) =>
  Buffer.concat([ftyp(major, compatible), Buffer.from([0, 0, 0, 8]), Buffer.from('mdat')]);

/** A video of `size` bytes: the head, then random padding. */
export const mp4 = (size = 4096, major = 'isom') => {
  const head = videoHead(major);
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
};

/** An EBML header with the given DocType ('webm' or 'matroska'), then padding. */
export const ebml = (docType = 'webm', size = 4096) => {
  const element = (id: number[], data: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    element([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    element([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    element([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    element([0x42, 0x82], Buffer.from(docType, 'latin1')), // DocType
    element([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
    element([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  const head = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67]), // Segment
  ]);
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
};

type FilePart = {
  readonly filename: string;
  readonly type: string;
  /** The bytes, or chunks produced on demand (a large file is never held whole). */
  readonly content: Buffer | (() => Iterable<Buffer>);
  readonly name?: string;
};

/**
 * A multipart/form-data body as a stream: the fields in order, then the file part (or fields
 * listed in `after` following it).
 */
export const multipart = (
  fields: Record<string, string>,
  file: FilePart | null,
  after: Record<string, string> = {},
) => {
  const boundary = `----carta${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  function* parts() {
    for (const [name, value] of Object.entries(fields)) yield field(name, value);
    if (file) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      );
      if (Buffer.isBuffer(file.content)) yield file.content;
      else yield* file.content();
      yield Buffer.from('\r\n');
    }
    for (const [name, value] of Object.entries(after)) yield field(name, value);
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Readable.from(parts(), { objectMode: false }),
  };
};

/** `size` bytes of a video: its head, then 1 MB chunks made one at a time. */
export const streamedVideo = (size: number) => () => {
  const head = videoHead();
  const chunk = Buffer.alloc(1024 * 1024, 7);
  function* chunks() {
    yield head;
    let left = size - head.length;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
      left -= n;
    }
  }
  return chunks();
};

/** Every file under `dir` (relative paths), or [] when it does not exist. */
export const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
};
