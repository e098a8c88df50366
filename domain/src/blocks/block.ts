import type { z } from 'zod';
import type { GuestRule, GuestShape } from '../guest/project.ts';
import type { BlockKey } from './index.ts';
import type { ContentTypeGroup } from './type-info.ts';

/** What a block's defaults may depend on: the enterprise it is created for. */
export type BlockContext = {
  readonly languages: readonly string[];
  readonly bgColor?: string | null;
};

/** A guest allow-list over a schema's own fields. */
type GuestShapeOf<S extends z.ZodObject> = { readonly [F in keyof z.infer<S>]?: GuestRule };

/**
 * One block type: its catalogue entry (behaviour.md#limits), its schema, its defaults and what a guest
 * receives of it. The catalogue, the block table and the guest projection are all read from these.
 */
export type BlockModule<
  K extends string = BlockKey,
  S extends z.ZodObject = z.ZodObject,
  G extends GuestShape = GuestShape,
> = {
  readonly key: K;
  /** The behaviour.md#limits number, never reused; the types outside its numbering take 64 on. */
  readonly id: number;
  /** Material Design Icons name, as guest apps know them. */
  readonly icon: string;
  /** Where the add-content grid lists it. */
  readonly group: ContentTypeGroup;
  /** An integration that fills a guest page on its own (behaviour.md#menu-editor). */
  readonly exclusive?: boolean;
  /** Strict schema of the type's own fields (the common content fields are not in it). */
  readonly schema: S;
  readonly defaults: (ctx: BlockContext) => z.infer<S>;
  /**
   * What a guest receives of each field, by the rules of guest/project.ts: an explicit allow-list, so
   * a field added for staff is never sent until someone lists it here. Left out on purpose: the form's
   * destination e-mail, the poll's staff alias, the ids an integration uses to reach another system.
   */
  readonly guest: G;
  /** Translatable fields holding rich-text HTML, sanitized by the server before storing. */
  readonly htmlFields?: readonly (keyof z.infer<S> & string)[];
  /**
   * Plain-string fields holding embed HTML (Instagram's code, an allow-listed <iframe>), reduced by
   * the server to the embed allow-list before storing.
   */
  readonly embedFields?: readonly (keyof z.infer<S> & string)[];
};

export const defineBlock = <
  K extends string,
  S extends z.ZodObject,
  const G extends GuestShapeOf<S> & GuestShape,
>(
  block: BlockModule<K, S, G>,
): BlockModule<K, S, G> => block;

/**
 * A guest allow-list of fields sent as stored (colours chosen for an integration's own view…). Typed
 * field by field, so `GuestData` (guest/data.ts) knows each of them.
 */
export const keepAll = <const F extends string>(...fields: F[]): { readonly [P in F]: 'keep' } =>
  Object.fromEntries(fields.map((f) => [f, 'keep'])) as { readonly [P in F]: 'keep' };
