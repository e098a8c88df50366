import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

/** Agenda (21): header only; the guest app lists the enterprise's agenda. */
export const Editor = memo(function AgendaEditor(_props: BlockEditorProps<'agenda'>) {
  const { t } = useTranslation();
  // The same line collapsed or not: it is all there is, and it keeps the card from looking empty.
  return (
    <Typography variant="body2" color="text.secondary">
      {t('blocks.agenda.description')}
    </Typography>
  );
});
