import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

/**
 * Servatur (56): behaviour.md#blocks shows no fields and its schema holds none, so the editor is header only: one
 * line saying what guests see, and no change is ever reported.
 */
export const Editor = memo(function ServaturEditor({ collapsed }: BlockEditorProps<'servatur'>) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" noWrap={collapsed === true}>
      {t('blocks.servatur.description')}
    </Typography>
  );
});
