import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { enterpriseQuery, meQuery } from '../api/queries.ts';
import { getToken, setStoredEnterpriseId } from '../api/session.ts';
import { useUiLanguage } from '../i18n/useUiLanguage.ts';
import { AppShell } from './AppShell.tsx';
import { ErrorView, ShellLoadingView } from './StatusViews.tsx';
import { SessionProvider } from './session.tsx';
import { buildTheme } from './theme.ts';

/** Everything behind the login: who is here, their enterprise and its colours, then the shell. */
export const AuthenticatedLayout = () => {
  const { t } = useTranslation();
  const token = getToken();
  const me = useQuery({ ...meQuery(), enabled: token !== null });
  const enterpriseId = me.data?.EnterpriseID;
  const enterprise = useQuery({
    ...enterpriseQuery(enterpriseId ?? ''),
    enabled: enterpriseId !== undefined,
  });
  const language = useUiLanguage();
  const theme = useMemo(
    () => enterprise.data && buildTheme(enterprise.data, language),
    [enterprise.data, language],
  );

  // One object per loaded pair, so the screens reading the session do not re-render for nothing.
  const session = useMemo(
    () => me.data && enterprise.data && { user: me.data, enterprise: enterprise.data },
    [me.data, enterprise.data],
  );

  useEffect(() => {
    if (enterpriseId) setStoredEnterpriseId(enterpriseId);
  }, [enterpriseId]);

  if (token === null) return <Navigate to="/login" replace />;
  const failed = me.isError ? me : enterprise.isError ? enterprise : undefined;
  if (failed)
    return <ErrorView message={t('app.loadError')} onRetry={() => void failed.refetch()} />;
  if (!session || !theme) return <ShellLoadingView />;

  return (
    <SessionProvider session={session}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppShell />
      </ThemeProvider>
    </SessionProvider>
  );
};
