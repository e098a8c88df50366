/** behaviour.md#limits text format: 1 upper case, 2 lower case. */
export type TextFormat = 1 | 2;

export const UPPER_CASE: TextFormat = 1;
export const LOWER_CASE: TextFormat = 2;

/** A stored format, or the block's default for that line when the stored one is not 1 or 2. */
export const textFormatOf = (value: unknown, fallback: TextFormat): TextFormat =>
  value === UPPER_CASE || value === LOWER_CASE ? value : fallback;

/** The text as guests read it in that format. */
export const inFormat = (text: string, format: TextFormat): string =>
  format === UPPER_CASE ? text.toLocaleUpperCase() : text.toLocaleLowerCase();
