import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../i18n/i18n.ts';
import { useUiLanguage } from '../i18n/useUiLanguage.ts';
import { createQueryClient } from './queryClient.ts';
import { createAppRouter } from './router.tsx';
import { buildTheme } from './theme.ts';
import { warmCacheFor } from './warmCache.ts';

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
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  // Once, as the app starts: the calls of the first screen go out beside its code.
  useEffect(() => warmCacheFor(queryClient, window.location.hash), [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BaseTheme>
          <RouterProvider router={router} />
        </BaseTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
};
