import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

/** Parrilla / programme grid (22): header only; the guest app shows the TV programme grid. */
export const Editor = memo(function ParrillaEditor(_props: BlockEditorProps<'parrilla'>) {
  const { t } = useTranslation();
  // The same line collapsed or not: it is all there is, and it keeps the card from looking empty.
  return (
    <Typography variant="body2" color="text.secondary">
      {t('blocks.parrilla.description')}
    </Typography>
  );
});
