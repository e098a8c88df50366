import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { useMenuEditorStore } from './store.ts';

/** Leaving with unsaved changes asks first: the browser's prompt for the page, ours in the app. */
export const UnsavedChangesGuard = () => {
  const { t } = useTranslation();
  const modified = useMenuEditorStore((state) => state.modified);

  useEffect(() => {
    if (!modified) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [modified]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      useMenuEditorStore.getState().modified && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('menus.unsaved.title')}
      message={t('menus.unsaved.message')}
      confirmLabel={t('menus.unsaved.leave')}
      cancelLabel={t('menus.unsaved.stay')}
      destructive
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
};
