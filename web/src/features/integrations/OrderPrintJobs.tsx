import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchOrderPrintJobs,
  fetchPrinters,
  integrationKeys,
  type PrintJob,
  reprintJob,
} from './api.ts';
import { loadIntegrationsLocales } from './loadIntegrationsLocales.ts';
import { PrintJobRow } from './PrintJobRow.tsx';

loadIntegrationsLocales();

/**
 * In an order's detail at the desk: each ticket the printers were sent for it (sent, retrying,
 * failed) and "Imprimir de nuevo", which prints a COPIA. Nothing shows for an order never printed.
 */
export const OrderPrintJobs = ({ ws, orderId }: { ws: string; orderId: number }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [asked, setAsked] = useState<number | null>(null);
  const jobs = useQuery({
    queryKey: integrationKeys.orderJobs(ws, orderId),
    queryFn: ({ signal }) => fetchOrderPrintJobs(ws, orderId, signal),
    refetchInterval: 5000,
  });
  const printers = useQuery({
    queryKey: integrationKeys.printers(ws),
    queryFn: ({ signal }) => fetchPrinters(ws, signal),
  });
  if (!jobs.data?.length) return null;
  const nameOf = (id: number) => printers.data?.find((p) => p.ID === id)?.Name ?? '';
  const again = (job: PrintJob) => {
    setAsked(job.ID);
    void reprintJob(ws, job.ID)
      .then(() => client.invalidateQueries({ queryKey: integrationKeys.orderJobs(ws, orderId) }))
      .finally(() => setAsked(null));
  };
  return (
    <section aria-labelledby={`print-jobs-${orderId}`}>
      <Typography variant="subtitle2" component="h3" id={`print-jobs-${orderId}`}>
        {t('integrations.printers.orderJobs')}
      </Typography>
      <List dense disablePadding>
        {jobs.data.map((job) => (
          <PrintJobRow
            key={job.ID}
            job={job}
            printerName={nameOf(job.PrinterID)}
            busy={asked === job.ID}
            onReprint={again}
            disableGutters
          />
        ))}
      </List>
    </section>
  );
};
