import { InvalidInput } from '../../domain-errors.ts';
import { megabytes, tooLarge } from './errors.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes a padded base64 text decodes to, computed without decoding it. */
export const decodedLength = (base64: string): number => {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
};

/**
 * The bytes of a base64 data URL (`data:<anything>;base64,<data>`). The declared media type is
 * ignored: the content decides what the file is. Over `maxBytes` once decoded answers `overLimit`
 * (a 413), before anything is decoded.
 */
export const decodeDataUrl = (
  value: string,
  maxBytes: number,
  field: string,
  overLimit = (size: number) =>
    tooLarge(`${field} is ${megabytes(size)}; the limit is ${megabytes(maxBytes)}`, field),
): Buffer => {
  const comma = value.indexOf(',');
  const header = comma > 0 && comma <= 256 ? value.slice(0, comma) : '';
  if (!/^data:[^,]*;base64$/i.test(header)) {
    throw new InvalidInput(`${field} must be a base64 data URL (data:…;base64,…)`, [field]);
  }
  const base64 = value.slice(comma + 1);
  if (base64.length === 0) throw new InvalidInput(`${field} is empty`, [field]);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw new InvalidInput(`${field} is not valid base64`, [field]);
  }
  const size = decodedLength(base64);
  if (size > maxBytes) throw overLimit(size);
  return Buffer.from(base64, 'base64');
};
