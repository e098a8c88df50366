import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDraftText } from '../shared/useDraftText.ts';
import type { BlockEditorProps } from '../types.ts';
import { coordinateOf, coordinateText, isLatText, isLonText } from './coordinates.ts';

type CoordinateFieldsProps = Pick<BlockEditorProps<'map'>, 'onChange'> & {
  readonly lat: number | null;
  readonly lon: number | null;
};

const normalize = (text: string) => coordinateText(coordinateOf(text));

/** Lat and Lon typed by hand (or filled by the address search); out-of-range text is not stored. */
export const CoordinateFields = ({ lat, lon, onChange }: CoordinateFieldsProps) => {
  const { t } = useTranslation();
  const latText = useDraftText(coordinateText(lat), {
    accepts: isLatText,
    normalize,
    commit: (text) => onChange({ Lat: coordinateOf(text) }),
  });
  const lonText = useDraftText(coordinateText(lon), {
    accepts: isLonText,
    normalize,
    commit: (text) => onChange({ Lon: coordinateOf(text) }),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label={t('blocks.map.lat')}
        size="small"
        inputRef={latText.inputRef}
        value={latText.text}
        onChange={(event) => latText.onChange(event.target.value.trim())}
        onBlur={latText.onBlur}
        error={latText.invalid}
        helperText={latText.invalid ? t('blocks.map.latRange') : ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
      />
      <TextField
        label={t('blocks.map.lon')}
        size="small"
        inputRef={lonText.inputRef}
        value={lonText.text}
        onChange={(event) => lonText.onChange(event.target.value.trim())}
        onBlur={lonText.onBlur}
        error={lonText.invalid}
        helperText={lonText.invalid ? t('blocks.map.lonRange') : ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
      />
    </Stack>
  );
};
