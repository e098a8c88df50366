import { HttpError } from '../../errors.ts';

/** 413: the file is over its kind's limit. */
export const tooLarge = (message: string, field?: string) =>
  new HttpError(413, 'too_large', message, field ? [field] : undefined);

/** 400: the bytes are not a kind of file this call accepts, whatever name or type was declared. */
export const unsupportedFile = (message: string, field?: string) =>
  new HttpError(400, 'unsupported_file', message, field ? [field] : undefined);

/** 400: an image of an accepted format that cannot be decoded, or too many pixels to decode. */
export const invalidImage = (message: string, field?: string) =>
  new HttpError(400, 'invalid_image', message, field ? [field] : undefined);

export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
