import type { TimelineEvent } from '@carta/domain/blocks/timeline';
import {
  formatHHMM,
  fromMinutes,
  type HoursMinutes,
  parseHHMM,
  toMinutes,
} from '@carta/domain/duration';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { TimePicker } from '../../widgets/TimePicker/TimePicker.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';

type EventCardProps = {
  readonly event: TimelineEvent;
  /** Position in the list, from 1, for labels that tell the events apart. */
  readonly number: number;
  readonly languages: readonly string[];
  readonly onChange: (id: TimelineEvent['ID'], patch: Partial<TimelineEvent>) => void;
  readonly onDelete: (id: TimelineEvent['ID']) => void;
};

const timeOf = (text: string): HoursMinutes | null => {
  const minutes = parseHHMM(text);
  return minutes === null ? null : fromMinutes(minutes);
};

/** One timeline event: its time, colour, title and description, and a delete that asks first. */
export const EventCard = memo(function EventCard({
  event,
  number,
  languages,
  onChange,
  onDelete,
}: EventCardProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deleteLabel = t('blocks.timeline.deleteEvent', { number });
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5 }}
      role="group"
      aria-label={t('blocks.timeline.event', { number })}
    >
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="subtitle2" component="p" sx={{ minWidth: 72 }}>
            {t('blocks.timeline.event', { number })}
          </Typography>
          <TimePicker
            label={t('blocks.timeline.time')}
            value={timeOf(event.Time)}
            onChange={(value) => onChange(event.ID, { Time: formatHHMM(toMinutes(value)) })}
          />
          <ColorPicker
            label={t('blocks.timeline.color')}
            value={event.Color}
            onChange={(Color) => onChange(event.ID, { Color })}
          />
          <Box sx={{ flex: 1 }} />
          <Tooltip title={deleteLabel}>
            <IconButton aria-label={deleteLabel} color="error" onClick={() => setConfirming(true)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
        <ConnectedTranslatableField
          label={t('blocks.timeline.eventTitle')}
          value={event.Title}
          languages={languages}
          onChange={(Title) => onChange(event.ID, { Title })}
        />
        <ConnectedTranslatableField
          label={t('blocks.timeline.eventDescription')}
          value={event.Description}
          languages={languages}
          mode="textArea"
          onChange={(Description) => onChange(event.ID, { Description })}
        />
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('confirmDelete.title')}
        message={t('blocks.timeline.deleteEventMessage', { number })}
        confirmLabel={t('common.delete')}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete(event.ID);
        }}
      />
    </Paper>
  );
});
