import { type BlockKey, blockDataOf, type Content, contentTypeById } from '@carta/domain';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { Component, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { editorForType } from './registry.ts';
import type { BlockEditorProps, ContentPatch } from './types.ts';

export type BlockBodyProps = {
  readonly content: Content;
  readonly languages: readonly string[];
  readonly onChange: (patch: ContentPatch) => void;
  readonly collapsed?: boolean;
  readonly isNew?: boolean;
};

type BoundaryProps = { readonly fallback: ReactNode; readonly children: ReactNode };

/** One block's editor failing (a chunk that will not load, bad data) must not take the list down. */
class EditorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The editor of the block's type, downloaded on first use. */
export const BlockBody = ({ content, languages, onChange, collapsed, isNew }: BlockBodyProps) => {
  const { t } = useTranslation();
  const type = contentTypeById(content.Type);
  const key = type && type.key !== 'submenus' ? (type.key as BlockKey) : null;
  // One typed view of the block's own fields per content object: an edit elsewhere in the menu
  // leaves this block's data (and its memoised editor) as it was.
  const data = useMemo(
    () => (key ? blockDataOf(key, content, { languages }) : null),
    [key, content, languages],
  );
  const Editor = editorForType(content.Type);
  if (!Editor || !data) return <Alert severity="info">{t('contents.editorNotAvailable')}</Alert>;
  // The dispatcher is the one place that meets every type: the table paired this editor with
  // this type's data, which the compiler cannot follow through a runtime key.
  const props = {
    data,
    contentId: typeof content.ID === 'number' ? content.ID : null,
    languages,
    onChange,
    collapsed,
    isNew,
  } as BlockEditorProps;
  return (
    <EditorBoundary fallback={<Alert severity="error">{t('contents.editorFailed')}</Alert>}>
      <Suspense fallback={<LinearProgress aria-label={t('contents.loadingEditor')} />}>
        <Editor {...props} />
      </Suspense>
    </EditorBoundary>
  );
};
