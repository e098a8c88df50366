import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

/** Commercial (25): header only; the guest app shows the enterprise's commercial offers. */
export const Editor = memo(function CommercialEditor(_props: BlockEditorProps<'commercial'>) {
  const { t } = useTranslation();
  // The same line collapsed or not: it is all there is, and it keeps the card from looking empty.
  return (
    <Typography variant="body2" color="text.secondary">
      {t('blocks.commercial.description')}
    </Typography>
  );
});
