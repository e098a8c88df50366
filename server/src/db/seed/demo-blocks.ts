import { type BlockData, type BlockKey, typeIdOfBlock } from '@carta/domain';
import { parseContentInputs } from '../../services/content-input.ts';

/** Hotel Demo's languages, Spanish (the default) first. */
export const DEMO_LANGUAGES = ['es', 'en', 'de', 'fr'] as const;

/** A text in every language of Hotel Demo. */
export type T4 = { es: string; en: string; de: string; fr: string };
export const t4 = (es: string, en: string, de: string, fr: string): T4 => ({ es, en, de, fr });
/** A text that reads the same in every language (an address, a brand). */
export const same = (text: string): T4 => t4(text, text, text, text);

/** A block as `insertContents` stores it: its type id and its own fields. */
export type SeedBlock = readonly [number, Record<string, unknown>];

/**
 * A block of type `key`: `fields` over the type's defaults, checked and sanitized by the same
 * `parseContentInputs` a menu save goes through, so the demo cannot hold what a save would refuse
 * (an invalid block throws while seeding, naming its fields).
 */
export const demoBlock = <K extends BlockKey>(
  key: K,
  fields: Partial<BlockData<K>>,
  bgColor: string | null = null,
): SeedBlock => {
  const Type = typeIdOfBlock(key);
  const [parsed] = parseContentInputs([{ ID: 'new', Type, ORD: 0, ...fields }], {
    languages: DEMO_LANGUAGES,
    bgColor,
  });
  if (!parsed) throw new Error(`demo block ${key} was not parsed`);
  return [Type, parsed.data];
};

export const titleBlock = (Title: T4) => demoBlock('title', { Title });
export const textBlock = (Text: T4) => demoBlock('text', { Text });
export const imageBlock = (Image: string) => demoBlock('image', { Image });
