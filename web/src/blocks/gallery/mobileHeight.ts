import { HEIGHT_MAX } from '@carta/domain/blocks/fields';

/** The field's text for a stored height; null (the images' own height) is an empty field. */
export const heightText = (value: number | null): string =>
  value !== null && Number.isFinite(value) ? String(value) : '';

/** Empty, or whole pixels 0–1000 (behaviour.md#validation heights). */
export const isHeightText = (text: string): boolean =>
  text === '' || (/^\d{1,4}$/.test(text) && Number(text) <= HEIGHT_MAX);

export const heightOf = (text: string): number | null => (text === '' ? null : Number(text));
