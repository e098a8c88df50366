import type { FieldLabels } from './types.ts';

/** What naming a path needs from i18next: the label of a key, and whether it has one. */
export type LabelSource = {
  readonly t: (key: string, options?: Record<string, unknown>) => string;
  readonly has: (key: string) => boolean;
  /** A language code's name inside a sentence ('inglés'), or null when it is not one. */
  readonly language: (code: string) => string | null;
};

/** A label a block takes from a shared piece is written whole; its own are relative to it. */
const WHOLE_KEY = /^(blocks\.shared|widgets)\./;

/** The i18next key of one of a block's field labels (FieldLabels). */
export const labelKey = (blockKey: string, key: string): string =>
  WHOLE_KEY.test(key) ? key : `blocks.${blockKey}.${key}`;

/** Between the parts of a field's name, as the editor nests them: block › item › field. */
export const PATH_SEPARATOR = ' › ';

/**
 * Names a refused field as the screen labels it: the block's name, then each list item by its
 * number and each field by its label, then the language in brackets
 * ('ContactItems.3.ContactURL.en' → 'Contacto › Elemento 4 › Enlace (inglés)'). A part the block
 * gives no label for ends the name there, so a stored field's name never reaches the screen.
 */
export const fieldPathLabel = (
  blockKey: string,
  blockName: string,
  labels: FieldLabels | undefined,
  path: string,
  source: LabelSource,
): string => {
  const parts = [blockName];
  const label = (key: string, options?: Record<string, unknown>): string | null => {
    const full = labelKey(blockKey, key);
    return source.has(full) ? source.t(full, options) : null;
  };
  let level = labels;
  let item: string | null = null;
  let language: string | null = null;
  for (const segment of path.split('.').filter(Boolean)) {
    if (item !== null && /^\d+$/.test(segment)) {
      const named = label(item, { number: Number(segment) + 1 });
      if (!named) break;
      parts.push(named);
      item = null;
      continue;
    }
    const entry = level?.[segment];
    // A field the editor labels by its item: the item's name stands for it.
    if (entry === null) {
      level = undefined;
      continue;
    }
    if (typeof entry === 'string') {
      const named = label(entry);
      if (!named) break;
      parts.push(named);
      level = undefined;
      continue;
    }
    if (entry) {
      item = entry.item ?? null;
      level = entry.fields;
      continue;
    }
    // A language code after the field: the value of one language of a translatable text.
    language = source.language(segment);
    break;
  }
  const name = parts.join(PATH_SEPARATOR);
  return language && parts.length > 1 ? `${name} (${language})` : name;
};
