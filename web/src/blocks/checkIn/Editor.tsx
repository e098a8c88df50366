import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

/** Header only (behaviour.md#blocks): no fields of its own, one line saying what guests see. */
export const Editor = memo(function CheckInEditor(_props: BlockEditorProps<'checkIn'>) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('blocks.checkIn.description')}
    </Typography>
  );
});
