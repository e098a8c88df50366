import type { z } from 'zod';
import type { BlockKey } from '../content-types.ts';

/** What a block's defaults may depend on: the enterprise it is created for. */
export type BlockContext = {
  readonly languages: readonly string[];
  readonly bgColor?: string | null;
};

export type BlockModule<K extends BlockKey = BlockKey, S extends z.ZodObject = z.ZodObject> = {
  readonly key: K;
  /** Strict schema of the type's own fields (the common content fields are not in it). */
  readonly schema: S;
  readonly defaults: (ctx: BlockContext) => z.infer<S>;
  /** Translatable fields holding rich-text HTML, sanitized by the server before storing. */
  readonly htmlFields?: readonly (keyof z.infer<S> & string)[];
  /**
   * Plain-string fields holding embed HTML (Instagram's code, an allow-listed <iframe>), reduced by
   * the server to the embed allow-list before storing.
   */
  readonly embedFields?: readonly (keyof z.infer<S> & string)[];
};

export const defineBlock = <K extends BlockKey, S extends z.ZodObject>(
  block: BlockModule<K, S>,
): BlockModule<K, S> => block;
