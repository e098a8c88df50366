import { formatHHMM, type HoursMinutes, toMinutes } from '@carta/domain/duration';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimePicker } from './TimePicker.tsx';

const Demo = ({
  label,
  initial,
  disabled,
  required,
  helperText,
}: {
  label: string;
  initial: HoursMinutes | null;
  disabled?: boolean;
  required?: boolean;
  helperText?: string;
}) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  return (
    <Stack spacing={0.5}>
      <TimePicker
        label={label}
        value={value}
        onChange={setValue}
        disabled={disabled}
        required={required}
        helperText={helperText}
      />
      <Typography variant="caption" color="text.secondary">
        {value
          ? t('widgets.TimePicker.demo.chosen', { value: formatHHMM(toMinutes(value)) })
          : t('widgets.TimePicker.demo.none')}
      </Typography>
    </Stack>
  );
};

export const Gallery = () => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Demo label={t('widgets.TimePicker.demo.empty')} initial={null} />
      <Demo label={t('widgets.TimePicker.demo.filled')} initial={{ hours: 22, minutes: 30 }} />
      <Demo
        label={t('widgets.TimePicker.demo.required')}
        initial={null}
        required
        helperText={t('widgets.TimePicker.demo.requiredHelp')}
      />
      <Demo
        label={t('widgets.TimePicker.demo.disabled')}
        initial={{ hours: 8, minutes: 0 }}
        disabled
      />
    </Stack>
  );
};
