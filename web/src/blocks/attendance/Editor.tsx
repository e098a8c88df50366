import { attendance } from '@carta/domain/blocks/attendance';
import { PLAIN_TEXT_MAX } from '@carta/domain/blocks/fields';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

/** Read from the schema, so that the field and the server cannot disagree. */
const WORKSPACE_ID_MAX = attendance.schema.shape.AttendanceWorkspaceID.maxLength ?? PLAIN_TEXT_MAX;

/** Attendance CM (50): the workspace id at the attendance service, kept as typed. */
export const Editor = memo(function AttendanceEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'attendance'>) {
  const { t } = useTranslation();
  const workspaceId = data.AttendanceWorkspaceID;

  if (collapsed) {
    return (
      <Typography variant="body2" noWrap>
        {workspaceId
          ? t('blocks.attendance.summary', { id: workspaceId })
          : t('blocks.attendance.noId')}
      </Typography>
    );
  }
  const tooLong = workspaceId.length > WORKSPACE_ID_MAX;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('blocks.attendance.description')}
      </Typography>
      <TextField
        size="small"
        label={t('blocks.attendance.workspaceId')}
        value={workspaceId}
        error={tooLong}
        helperText={
          tooLong
            ? t('blocks.attendance.tooLong', { max: WORKSPACE_ID_MAX })
            : t('blocks.attendance.count', { length: workspaceId.length, max: WORKSPACE_ID_MAX })
        }
        onChange={(event) =>
          onChange({ AttendanceWorkspaceID: event.target.value.slice(0, WORKSPACE_ID_MAX) })
        }
        slotProps={{ htmlInput: { maxLength: WORKSPACE_ID_MAX, spellCheck: false } }}
        sx={{ maxWidth: 360 }}
      />
    </Stack>
  );
});
