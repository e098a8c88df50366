import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMomentFormat } from '../../app/venueTime.ts';
import {
  fetchOrderPrintJobs,
  fetchPrinters,
  integrationKeys,
  type PrintJob,
  reprintJob,
} from './api.ts';
import { loadIntegrationsLocales } from './loadIntegrationsLocales.ts';
import { ITEM_SX, JOB_COLOURS, jobWhat } from './printJobWords.ts';

loadIntegrationsLocales();

/**
 * In an order's detail at the desk: each ticket the printers were sent for it (sent, retrying,
 * failed) and "Imprimir de nuevo", which prints a COPIA. Nothing shows for an order never printed.
 */
export const OrderPrintJobs = ({ ws, orderId }: { ws: string; orderId: number }) => {
  const { t } = useTranslation();
  const moment = useMomentFormat();
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
          <ListItem key={job.ID} disableGutters sx={ITEM_SX}>
            <Chip
              size="small"
              color={JOB_COLOURS[job.State]}
              label={t(`integrations.printers.state.${job.State}`)}
              sx={{ mr: 1 }}
            />
            <ListItemText
              primary={`${jobWhat(t, job)}${job.Copy ? ` · ${t('integrations.printers.copy')}` : ''}`}
              secondary={[nameOf(job.PrinterID), moment(job.CreatedAt, 'time'), job.LastError]
                .filter(Boolean)
                .join(' · ')}
            />
            <Button size="small" disabled={asked === job.ID} onClick={() => again(job)}>
              {t('integrations.printers.reprint')}
            </Button>
          </ListItem>
        ))}
      </List>
    </section>
  );
};
