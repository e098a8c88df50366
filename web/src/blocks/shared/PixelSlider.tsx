import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PixelSliderProps = {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly min?: number;
  readonly max: number;
};

/**
 * A pixel size on a slider with its value in sight (behaviour.md#validation sliders). While the thumb is dragged only
 * this slider re-renders; the block hears of the value once it is let go (or a key is pressed), so a
 * drag across 1000 pixels is one change to the draft, not a thousand.
 */
export const PixelSlider = memo(function PixelSlider({
  label,
  value,
  onChange,
  min = 0,
  max,
}: PixelSliderProps) {
  const { t } = useTranslation();
  const id = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = dragged ?? value;
  const pixels = t('blocks.shared.pixels', { value: shown });
  return (
    <Box sx={{ maxWidth: 520 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={id} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body2" aria-hidden="true" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {pixels}
        </Typography>
      </Box>
      <Slider
        aria-labelledby={id}
        value={shown}
        min={min}
        max={max}
        step={1}
        shiftStep={50}
        valueLabelDisplay="auto"
        getAriaValueText={() => pixels}
        onChange={(_event, next) => setDragged(next)}
        onChangeCommitted={(_event, next) => {
          setDragged(null);
          if (next !== value) onChange(next);
        }}
        size="small"
      />
    </Box>
  );
});
