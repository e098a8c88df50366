import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';

/** Leaving the settings with changes not saved asks first: in the app, and for the page itself. */
export const LeaveGuard = ({ dirty }: { dirty: boolean }) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('menus.unsaved.title')}
      message={t('admin.settings.leaveMessage')}
      confirmLabel={t('menus.unsaved.leave')}
      cancelLabel={t('menus.unsaved.stay')}
      destructive
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
};
