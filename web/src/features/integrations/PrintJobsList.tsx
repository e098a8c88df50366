import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMomentFormat } from '../../app/venueTime.ts';
import { fetchPrintJobs, integrationKeys, type Printer, reprintJob } from './api.ts';
import { ITEM_SX, JOB_COLOURS, jobWhat } from './printJobWords.ts';

/** The venue's latest tickets with their state, each printable again (a COPIA). */
export const PrintJobsList = ({ ws, printers }: { ws: string; printers: readonly Printer[] }) => {
  const { t } = useTranslation();
  const moment = useMomentFormat();
  const client = useQueryClient();
  const jobs = useQuery({
    queryKey: integrationKeys.jobs(ws),
    queryFn: ({ signal }) => fetchPrintJobs(ws, signal),
    refetchInterval: 5000,
  });
  const nameOf = (id: number) => printers.find((p) => p.ID === id)?.Name ?? '';
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
          <ListItem key={job.ID} sx={ITEM_SX}>
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
            <Button
              size="small"
              onClick={() =>
                void reprintJob(ws, job.ID).then(() =>
                  client.invalidateQueries({ queryKey: integrationKeys.jobs(ws) }),
                )
              }
            >
              {t('integrations.printers.reprint')}
            </Button>
          </ListItem>
        ))}
      </List>
    </>
  );
};
