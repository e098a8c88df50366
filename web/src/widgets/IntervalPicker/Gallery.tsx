import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntervalPicker, type IntervalPickerProps } from './IntervalPicker.tsx';

const Demo = ({
  initial,
  ...props
}: Omit<IntervalPickerProps, 'value' | 'onChange'> & { initial: number }) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  return (
    <Stack spacing={0.5}>
      <IntervalPicker {...props} value={value} onChange={setValue} />
      <Typography variant="caption" color="text.secondary">
        {t('widgets.IntervalPicker.demo.value', { minutes: value })}
      </Typography>
    </Stack>
  );
};

export const Gallery = () => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Demo label={t('widgets.IntervalPicker.demo.default')} initial={30} />
      <Demo label={t('widgets.IntervalPicker.demo.zero')} initial={0} />
      <Demo label={t('widgets.IntervalPicker.demo.max')} initial={24 * 60 + 60} />
      <Demo
        label={t('widgets.IntervalPicker.demo.limited')}
        initial={90}
        maxHours={2}
        maxMinutes={30}
      />
      <Demo
        label={t('widgets.IntervalPicker.demo.error')}
        initial={0}
        error
        helperText={t('widgets.IntervalPicker.demo.errorHelp')}
      />
      <Demo label={t('widgets.IntervalPicker.demo.disabled')} initial={45} disabled />
    </Stack>
  );
};
