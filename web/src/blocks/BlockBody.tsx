import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { editorForType } from './registry.ts';
import type { BlockEditorProps } from './types.ts';

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
export const BlockBody = (props: BlockEditorProps) => {
  const { content } = props;
  const { t } = useTranslation();
  const Editor = editorForType(content.Type);
  if (!Editor) return <Alert severity="info">{t('contents.editorNotAvailable')}</Alert>;
  return (
    <EditorBoundary fallback={<Alert severity="error">{t('contents.editorFailed')}</Alert>}>
      <Suspense fallback={<LinearProgress aria-label={t('contents.loadingEditor')} />}>
        <Editor {...props} />
      </Suspense>
    </EditorBoundary>
  );
};
