import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { useMomentFormat } from '../../app/venueTime.ts';
import type { PrintJob } from './api.ts';
import { ITEM_SX, JOB_COLOURS, jobWhat } from './printJobWords.ts';

type PrintJobRowProps = {
  readonly job: PrintJob;
  readonly printerName: string;
  /** A reprint of this job is on its way: the button waits. */
  readonly busy?: boolean;
  readonly onReprint: (job: PrintJob) => void;
  readonly disableGutters?: boolean;
};

/** One ticket sent to a printer: its state, what it printed, where and when, and "print again" (a COPIA). */
export const PrintJobRow = ({
  job,
  printerName,
  busy = false,
  onReprint,
  disableGutters,
}: PrintJobRowProps) => {
  const { t } = useTranslation();
  const moment = useMomentFormat();
  return (
    <ListItem disableGutters={disableGutters} sx={ITEM_SX}>
      <Chip
        size="small"
        color={JOB_COLOURS[job.State]}
        label={t(`integrations.printers.state.${job.State}`)}
        sx={{ mr: 1 }}
      />
      <ListItemText
        primary={`${jobWhat(t, job)}${job.Copy ? ` · ${t('integrations.printers.copy')}` : ''}`}
        secondary={[printerName, moment(job.CreatedAt, 'time'), job.LastError]
          .filter(Boolean)
          .join(' · ')}
      />
      <Button size="small" disabled={busy} onClick={() => onReprint(job)}>
        {t('integrations.printers.reprint')}
      </Button>
    </ListItem>
  );
};
