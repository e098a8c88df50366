import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

/** Property (24): behaviour.md#blocks shows no fields, so the body only says what guests see (docs/decisions.md). */
export const Editor = memo(function PropertyEditor(_props: BlockEditorProps<'property'>) {
  const { t } = useTranslation();
  // The same line collapsed or not: it is all there is, and it keeps the card from looking empty.
  return (
    <Typography variant="body2" color="text.secondary">
      {t('blocks.property.description')}
    </Typography>
  );
});
