import type { BlockData, BlockKey } from '@carta/domain';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType, LazyExoticComponent } from 'react';

/** Fields an editor changes, merged into its content by the draft store. */
export type ContentPatch = Readonly<Record<string, unknown>>;

/**
 * What the editor of block type K receives: its own fields typed by the type's schema, the
 * enterprise languages and a way to report a change of some of them. Editors know nothing of the
 * menu, the store or each other.
 */
export type BlockEditorProps<K extends BlockKey = BlockKey> = {
  /** The block's own fields, stored values over the type's defaults (domain `blockDataOf`). */
  readonly data: BlockData<K>;
  /** The saved block's id, null while it is new (an extra needs a saved dish). */
  readonly contentId: number | null;
  readonly languages: readonly string[];
  readonly onChange: (patch: Partial<BlockData<K>>) => void;
  /** Collapse mode (behaviour.md#blocks): the editor shows only its summary line, most fields hidden. */
  readonly collapsed?: boolean;
  /** Not saved yet: some fields can change only now (video type, PDF file). */
  readonly isNew?: boolean;
};

export type BlockEditor<K extends BlockKey = BlockKey> = LazyExoticComponent<
  ComponentType<BlockEditorProps<K>>
> & {
  /** Fetches the editor and its labels ahead of its first render (module.ts). */
  readonly preload: () => Promise<void>;
};

/** A block label tree as its locale file holds it. */
export type LocaleTree = { readonly [key: string]: string | LocaleTree };

/**
 * The labels a block's editor shows for its stored fields, as `blocks.<key>.*` keys relative to the
 * block (or a whole `blocks.shared.*` / `widgets.*` key, when the editor shows a shared piece's
 * label): a refusal names the field as the screen does (fieldPathLabel.ts). A list names its items
 * (`item`, with `{{number}}`) and their own fields; a group without `item` is an object whose fields
 * the editor shows each under its own label. `null` is an item's field the editor labels by the
 * item itself ('Respuesta 2'). fieldLabels.test.ts holds every block to its schema.
 */
export type FieldLabels = {
  readonly [field: string]:
    | string
    | null
    | { readonly item?: string; readonly fields: FieldLabels };
};

/** What the web knows of one block type: all of it lives in the block's own folder. */
export type WebBlock<K extends BlockKey = BlockKey> = {
  /** Downloaded on first use, with the labels, so the first screen does not carry sixty. */
  readonly Editor: BlockEditor<K>;
  readonly icon: typeof SvgIcon;
  /** Its fields' labels for refusals; a field without one is named by the block alone. */
  readonly fieldLabels?: FieldLabels;
  /** Its labels, `blocks.<key>.*`, with the type's name and one-line hint (typeName, typeHint). */
  readonly locales: {
    readonly es: LocaleTree & { readonly typeName: string; readonly typeHint: string };
    readonly en: LocaleTree & { readonly typeName: string; readonly typeHint: string };
  };
};
