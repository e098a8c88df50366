import { InvalidInput, TooLarge } from '../../domain-errors.ts';

/** 413: the file is over its kind's limit. */
export const tooLarge = (message: string, field?: string) =>
  new TooLarge(message, field ? [field] : []);

/** 400: the bytes are not a kind of file this call accepts, whatever name or type was declared. */
export const unsupportedFile = (message: string, field?: string) =>
  new InvalidInput(message, field ? [field] : [], 'unsupported_file');

/** 400: an image of an accepted format that cannot be decoded, or too many pixels to decode. */
export const invalidImage = (message: string, field?: string) =>
  new InvalidInput(message, field ? [field] : [], 'invalid_image');

export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
