import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchPrinters, integrationKeys } from './api.ts';
import { loadIntegrationsLocales } from './loadIntegrationsLocales.ts';

loadIntegrationsLocales();

/** At the desk: a kitchen printer that is down, so staff know tickets are not coming out. */
export const DeskPrinterAlert = ({ ws }: { ws: string }) => {
  const { t } = useTranslation();
  const printers = useQuery({
    queryKey: integrationKeys.printers(ws),
    queryFn: ({ signal }) => fetchPrinters(ws, signal),
    refetchInterval: 5000,
  });
  const down = printers.data?.filter((p) => p.Active && p.State === 'down') ?? [];
  return (
    <>
      {down.map((p) => (
        <Alert
          key={p.ID}
          severity="error"
          sx={{ mb: 2 }}
          action={<Link to="/integrations">{t('integrations.printers.jobs')}</Link>}
        >
          {t('integrations.printers.deskDown', { name: p.Name })}
        </Alert>
      ))}
    </>
  );
};
