import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from './DatePicker.tsx';

const Demo = ({
  label,
  initial,
  disabled,
  error,
}: {
  label: string;
  initial: string | null;
  disabled?: boolean;
  error?: string;
}) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  return (
    <Stack spacing={0.5}>
      <DatePicker
        label={label}
        value={value}
        onChange={setValue}
        disabled={disabled}
        error={value ? undefined : error}
      />
      <Typography variant="caption" color="text.secondary">
        {value ? t('widgets.DatePicker.demo.chosen', { value }) : t('widgets.DatePicker.demo.none')}
      </Typography>
    </Stack>
  );
};

export const Gallery = () => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Demo label={t('widgets.DatePicker.demo.empty')} initial={null} />
      <Demo label={t('widgets.DatePicker.demo.filled')} initial="2026-03-10" />
      <Demo
        label={t('widgets.DatePicker.demo.error')}
        initial={null}
        error={t('widgets.DatePicker.demo.errorText')}
      />
      <Demo label={t('widgets.DatePicker.demo.disabled')} initial="2026-03-10" disabled />
    </Stack>
  );
};
