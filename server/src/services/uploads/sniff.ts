/**
 * File kinds told by their first bytes, never by a declared name or type. Each function reads
 * only the head it is given (`HEAD_BYTES` are enough for all of them).
 */
export const HEAD_BYTES = 4096;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';
export type VideoFormat = 'mp4' | 'mov' | 'webm';

const ascii = (head: Uint8Array, start: number, end: number) =>
  Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('latin1', start, end);

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

export const sniffImage = (head: Uint8Array): ImageFormat | null => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  return null;
};

/** XML or SVG text (after a BOM and white space): refused with its own message. */
export const looksLikeSvg = (head: Uint8Array): boolean => {
  const text = ascii(head, 0, Math.min(head.length, HEAD_BYTES))
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart();
  return text.startsWith('<') && /<svg[\s>]/i.test(text);
};

export const isPdf = (head: Uint8Array): boolean => ascii(head, 0, 5) === '%PDF-';

/** ISO BMFF brands of MP4 video (major or compatible). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'MSNV',
  'F4V ',
]);
const QUICKTIME = 'qt  ';
/** Still images and audio in the same box format: never a video, whatever else they list. */
const NOT_VIDEO = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'M4A ',
  'M4B ',
  'M4P ',
  'crx ',
  'jp2 ',
]);

/** An `ftyp` box at offset 4: its major brand, then its compatible brands. */
const ftypBrands = (head: Uint8Array): string[] | null => {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return null;
  const size = Buffer.from(head.buffer, head.byteOffset, head.byteLength).readUInt32BE(0);
  if (size < 16 || size > 1024) return null;
  const end = Math.min(size, head.length);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, at + 4));
  return brands;
};

/** A variable-length EBML integer: its length in bytes and value. */
const ebmlVint = (head: Uint8Array, at: number): { length: number; value: number } | null => {
  const first = head[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (at + length > head.length) return null;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (head[at + i] ?? 0);
  return { length, value };
};

/** The DocType of an EBML header ('webm', 'matroska'), or null when there is none to read. */
const ebmlDocType = (head: Uint8Array): string | null => {
  if (!startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  const headerSize = ebmlVint(head, 4);
  if (!headerSize) return null;
  const end = Math.min(head.length, 4 + headerSize.length + headerSize.value);
  let at = 4 + headerSize.length;
  while (at + 2 < end) {
    // EBML header element ids are two bytes long (0x4286, 0x42F7, 0x4282 DocType …).
    const id = ((head[at] ?? 0) << 8) | (head[at + 1] ?? 0);
    const size = ebmlVint(head, at + 2);
    if (!size) return null;
    const data = at + 2 + size.length;
    if (id === 0x4282)
      return ascii(head, data, Math.min(data + size.value, end)).replace(/\0+$/, '');
    at = data + size.value;
  }
  return null;
};

export const sniffVideo = (head: Uint8Array): VideoFormat | null => {
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]))
    return ebmlDocType(head) === 'webm' ? 'webm' : null;
  const brands = ftypBrands(head);
  if (!brands) return null;
  const [major] = brands;
  if (major === QUICKTIME) return 'mov';
  if (major !== undefined && MP4_BRANDS.has(major)) return 'mp4';
  if (major === undefined || NOT_VIDEO.has(major)) return null;
  if (brands.some((b) => MP4_BRANDS.has(b))) return 'mp4';
  return brands.includes(QUICKTIME) ? 'mov' : null;
};
