import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { useMenuEditorStore } from './store.ts';
import { useExternalHashGuard } from './useExternalHashGuard.ts';

/**
 * Leaving with unsaved changes asks first: the browser's prompt for the page, ours in the app and
 * for a hash typed in the address bar (which the router's blocker cannot stop).
 */
export const UnsavedChangesGuard = () => {
  const { t } = useTranslation();
  const modified = useMenuEditorStore((state) => state.modified);

  useEffect(() => {
    if (!modified) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [modified]);

  const external = useExternalHashGuard();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !external.leaving.current &&
      useMenuEditorStore.getState().modified &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = blocker.state === 'blocked' || external.pending;

  return (
    <ConfirmDialog
      open={asking}
      title={t('menus.unsaved.title')}
      message={t('menus.unsaved.message')}
      confirmLabel={t('menus.unsaved.leave')}
      cancelLabel={t('menus.unsaved.stay')}
      destructive
      onClose={() => (external.pending ? external.stay() : blocker.reset?.())}
      onConfirm={() => (external.pending ? external.proceed() : blocker.proceed?.())}
    />
  );
};
