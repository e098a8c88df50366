import { useTranslation } from 'react-i18next';
import { RouteLeaveGuard } from '../../app/RouteLeaveGuard.tsx';
import { useMenuEditorStore } from './store.ts';

const isModified = () => useMenuEditorStore.getState().modified;

/**
 * Leaving with unsaved changes asks first: the browser's prompt for the page, ours in the app and
 * for a hash typed in the address bar (which the router's blocker cannot stop).
 */
export const UnsavedChangesGuard = () => {
  const { t } = useTranslation();
  const modified = useMenuEditorStore((state) => state.modified);
  return (
    <RouteLeaveGuard
      dirty={modified}
      isDirty={isModified}
      texts={{
        title: t('menus.unsaved.title'),
        message: t('menus.unsaved.message'),
        leave: t('menus.unsaved.leave'),
        stay: t('menus.unsaved.stay'),
      }}
    />
  );
};
