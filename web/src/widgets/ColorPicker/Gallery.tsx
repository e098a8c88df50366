import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker, type ColorPickerProps } from './ColorPicker.tsx';

const Demo = ({
  initial,
  ...props
}: Omit<ColorPickerProps, 'value' | 'onChange'> & { initial: string | null }) => {
  const [value, setValue] = useState(initial);
  return (
    <Stack spacing={0.5}>
      <ColorPicker {...props} value={value} onChange={setValue} />
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {JSON.stringify(value)}
      </Typography>
    </Stack>
  );
};

export const Gallery = () => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Demo label={t('widgets.ColorPicker.demo.empty')} initial={null} />
      <Demo label={t('widgets.ColorPicker.demo.light')} initial="#FFFF00" />
      <Demo label={t('widgets.ColorPicker.demo.dark')} initial="#000055" />
      <Demo label={t('widgets.ColorPicker.demo.hexa')} initial="#00AAAA80" mode="hexa" />
      <Demo label={t('widgets.ColorPicker.demo.invalid')} initial="rojo" />
      <Demo label={t('widgets.ColorPicker.demo.disabled')} initial="#AA0000" disabled />
    </Stack>
  );
};
