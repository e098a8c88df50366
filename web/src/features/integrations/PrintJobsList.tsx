import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPrintJobs, integrationKeys, type Printer, type PrintJob, reprintJob } from './api.ts';
import { PrintJobRow } from './PrintJobRow.tsx';

/** The venue's latest tickets with their state, each printable again (a COPIA). */
export const PrintJobsList = ({ ws, printers }: { ws: string; printers: readonly Printer[] }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const jobs = useQuery({
    queryKey: integrationKeys.jobs(ws),
    queryFn: ({ signal }) => fetchPrintJobs(ws, signal),
    refetchInterval: 5000,
  });
  const [asked, setAsked] = useState<number | null>(null);
  const nameOf = (id: number) => printers.find((p) => p.ID === id)?.Name ?? '';
  const again = (job: PrintJob) => {
    setAsked(job.ID);
    void reprintJob(ws, job.ID)
      .then(() => client.invalidateQueries({ queryKey: integrationKeys.jobs(ws) }))
      .finally(() => setAsked(null));
  };
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {t('integrations.printers.jobs')}
      </Typography>
      {jobs.data?.length === 0 && (
        <Typography variant="body2">{t('integrations.printers.noJobs')}</Typography>
      )}
      <List dense aria-label={t('integrations.printers.jobs')}>
        {jobs.data?.map((job) => (
          <PrintJobRow
            key={job.ID}
            job={job}
            printerName={nameOf(job.PrinterID)}
            busy={asked === job.ID}
            onReprint={again}
          />
        ))}
      </List>
    </>
  );
};
