import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { MoveBlockDialog } from './MoveBlockDialog.tsx';
import { useMenuEditorStore } from './store.ts';
import { useBlockActions } from './useBlockActions.ts';

// Its table is downloaded when staff first open a block's answers.
const LazyAnswersDialog = lazy(() =>
  import('./answers/AnswersDialog.tsx').then((m) => ({ default: m.AnswersDialog })),
);

/** One host for the dialogs a card opens, so three hundred cards do not each carry them. */
export const BlockDialogs = () => {
  const { t } = useTranslation();
  const dialog = useMenuEditorStore((state) => state.blockDialog);
  const close = useMenuEditorStore((state) => state.openBlockDialog);
  const { remove } = useBlockActions();

  if (dialog?.kind === 'move') return <MoveBlockDialog key={dialog.key} blockKey={dialog.key} />;
  if (dialog?.kind === 'answers')
    return (
      <Suspense fallback={null}>
        <LazyAnswersDialog key={dialog.key} blockKey={dialog.key} />
      </Suspense>
    );
  return (
    <ConfirmDialog
      open={dialog?.kind === 'delete'}
      title={t('confirmDelete.title')}
      message={t('confirmDelete.message')}
      confirmLabel={t('common.delete')}
      destructive
      onClose={() => close(null)}
      onConfirm={() => {
        close(null);
        if (dialog) void remove(dialog.key);
      }}
    />
  );
};
