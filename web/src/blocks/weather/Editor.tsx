import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

/** Weather (9): header only; the line says what guests will see, collapsed or not. */
export const Editor = memo(function WeatherEditor(_props: BlockEditorProps<'weather'>) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('blocks.weather.description')}
    </Typography>
  );
});
