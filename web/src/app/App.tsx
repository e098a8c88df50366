import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../i18n/i18n.ts';
import { useUiLanguage } from '../i18n/useUiLanguage.ts';
import { createAppRouter } from './router.tsx';
import { buildTheme } from './theme.ts';

/** Before login there is no enterprise: the default colours, in the chosen UI language. */
const BaseTheme = ({ children }: { children: ReactNode }) => {
  const language = useUiLanguage();
  const theme = useMemo(() => buildTheme({}, language), [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
};

export const App = () => {
  const [router] = useState(createAppRouter);
  // The server-state cache (react-query) lives behind the login, in AuthenticatedRoot.
  return (
    <I18nextProvider i18n={i18n}>
      <BaseTheme>
        <RouterProvider router={router} />
      </BaseTheme>
    </I18nextProvider>
  );
};
