import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import type { BlockEditorProps } from '../types.ts';

/** The six colours in the order behaviour.md#blocks lists them, each with its schema field and label key. */
const COLOR_FIELDS = [
  { field: 'BookingActTypeColor', label: 'type' },
  { field: 'BookingActWeekPrimaryColor', label: 'weekPrimary' },
  { field: 'BookingActWeekSecondaryColor', label: 'weekSecondary' },
  { field: 'BookingActContentColor', label: 'content' },
  { field: 'BookingActTitleColor', label: 'title' },
  { field: 'BookingActTimeColor', label: 'time' },
] as const;

/** A stored '' is no colour chosen, as null is: the picker shows none. */
const colorOf = (value: string | null): string | null => value || null;

/** Activities CM / booking activities (48): the bookable activities, drawn in six colours. */
export const Editor = memo(function BookingActivitiesEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'bookingActivities'>) {
  const { t } = useTranslation();

  if (collapsed) {
    const chosen = COLOR_FIELDS.filter(({ field }) => colorOf(data[field]) !== null).length;
    return (
      <Typography variant="body2" noWrap>
        {chosen === 0
          ? t('blocks.bookingActivities.noColors')
          : t('blocks.bookingActivities.summary', { chosen, total: COLOR_FIELDS.length })}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {COLOR_FIELDS.map(({ field, label }) => (
        <ColorPicker
          key={field}
          label={t(`blocks.bookingActivities.${label}`)}
          value={colorOf(data[field])}
          onChange={(color) => onChange({ [field]: color })}
        />
      ))}
    </Stack>
  );
});
