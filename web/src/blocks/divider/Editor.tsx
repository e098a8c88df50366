import { DIVIDER_MAX } from '@carta/domain/blocks/fields';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

const SIDES = ['DividerUp', 'DividerDown', 'DividerLeft', 'DividerRight'] as const;
type Side = (typeof SIDES)[number];
const LABEL_KEYS = {
  DividerUp: 'up',
  DividerDown: 'down',
  DividerLeft: 'left',
  DividerRight: 'right',
} as const satisfies Record<Side, string>;

type SpacingSliderProps = {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
};

/** behaviour.md#validation: a spacing from 0 to 100 px, its value written beside the label. */
const SpacingSlider = ({ label, value, onChange }: SpacingSliderProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={id} variant="body2">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {t('blocks.divider.pixels', { value })}
        </Typography>
      </Box>
      <Slider
        aria-labelledby={id}
        value={value}
        min={0}
        max={DIVIDER_MAX}
        valueLabelDisplay="auto"
        getAriaValueText={(v) => t('blocks.divider.pixels', { value: v })}
        onChange={(_event, next) => onChange(next)}
      />
    </Box>
  );
};

/** Divider (18): four spacings (0–100) and a light or dark line. */
export const Editor = memo(function DividerEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'divider'>) {
  const { t } = useTranslation();
  const dark = data.DividerDark;
  if (collapsed) {
    return (
      <Typography variant="body2" noWrap>
        {t('blocks.divider.summary', {
          tone: dark ? t('blocks.divider.darkTone') : t('blocks.divider.lightTone'),
          up: data.DividerUp,
          down: data.DividerDown,
          left: data.DividerLeft,
          right: data.DividerRight,
        })}
      </Typography>
    );
  }
  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          rowGap: 1,
        }}
      >
        {SIDES.map((side) => (
          <SpacingSlider
            key={side}
            label={t(`blocks.divider.${LABEL_KEYS[side]}`)}
            value={data[side]}
            onChange={(value) => onChange({ [side]: value })}
          />
        ))}
      </Box>
      <FormControlLabel
        control={
          <Checkbox checked={dark} onChange={(e) => onChange({ DividerDark: e.target.checked })} />
        }
        label={t('blocks.divider.dark')}
      />
    </Box>
  );
});
