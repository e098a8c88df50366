import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLeaveGuard } from '../../app/RouteLeaveGuard.tsx';

/**
 * Leaving a back-office form (settings, a user, my account, a setup link) with changes not saved
 * asks first, as the menu editor does: in the app, for a typed address, and for the page itself.
 */
export const LeaveGuard = ({
  dirty,
  message,
}: {
  readonly dirty: boolean;
  /** What would be lost; the settings' wording unless given. */
  readonly message?: string;
}) => {
  const { t } = useTranslation();
  const current = useRef(dirty);
  current.current = dirty;
  return (
    <RouteLeaveGuard
      dirty={dirty}
      isDirty={() => current.current}
      texts={{
        title: t('menus.unsaved.title'),
        message: message ?? t('admin.settings.leaveMessage'),
        leave: t('menus.unsaved.leave'),
        stay: t('menus.unsaved.stay'),
      }}
    />
  );
};
