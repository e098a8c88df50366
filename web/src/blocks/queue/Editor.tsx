import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

/** The schema's limit for QueueID (plainText(100)). */
const QUEUE_ID_MAX = 100;

/** Queue (26): the id of the queue whose turn the guest app shows. */
export const Editor = memo(function QueueEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'queue'>) {
  const { t } = useTranslation();
  const queueId = data.QueueID;

  if (collapsed) {
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {queueId ? t('blocks.queue.summary', { id: queueId }) : t('blocks.queue.noId')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('blocks.queue.description')}
      </Typography>
      <TextField
        size="small"
        label={t('blocks.queue.id')}
        value={queueId}
        onChange={(event) => onChange({ QueueID: event.target.value.slice(0, QUEUE_ID_MAX) })}
        slotProps={{ htmlInput: { maxLength: QUEUE_ID_MAX } }}
        sx={{ maxWidth: 360 }}
      />
    </Stack>
  );
});
