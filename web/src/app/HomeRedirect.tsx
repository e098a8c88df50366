import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { menusQuery } from '../api/queries.ts';
import { EmptyView, ErrorView, LoadingView } from './StatusViews.tsx';
import { useSession } from './session.tsx';

/** After login: the enterprise's first menu, or a word that there is none yet. */
export const HomeRedirect = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const menus = useQuery(menusQuery(user.EnterpriseID));
  if (menus.isPending) return <LoadingView />;
  if (menus.isError) {
    return <ErrorView message={t('app.loadError')} onRetry={() => void menus.refetch()} />;
  }
  const first = menus.data[0];
  if (!first) return <EmptyView title={t('app.noMenus')} hint={t('app.noMenusHint')} />;
  // The editor's code may still be on its way: the router keeps this screen until it comes.
  return (
    <>
      <Navigate to={`/menus/${first.ID}`} replace />
      <LoadingView />
    </>
  );
};
