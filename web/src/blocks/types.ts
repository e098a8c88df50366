import type { Content } from '@carta/domain';
import type { ComponentType, LazyExoticComponent } from 'react';

/** Fields an editor changes, merged into its content by the draft store. */
export type ContentPatch = Readonly<Record<string, unknown>>;

/**
 * What every block editor receives: its own content, the enterprise languages and a way to report
 * a change. Editors know nothing of the menu, the store or each other.
 */
export type BlockEditorProps = {
  readonly content: Content;
  readonly languages: readonly string[];
  readonly onChange: (patch: ContentPatch) => void;
  /** Collapse mode (§2.7): the editor shows only its summary line, most fields hidden. */
  readonly collapsed?: boolean;
  /** Not saved yet: some fields can change only now (video type, PDF file). */
  readonly isNew?: boolean;
};

export type BlockEditor = LazyExoticComponent<ComponentType<BlockEditorProps>>;
