import { COLOR_SWATCHES, isLightColor, normalizeHex } from '@carta/domain/color';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export type SwatchesProps = {
  readonly label: string;
  readonly selected: string | null;
  readonly onPick: (swatch: string) => void;
  /** The behaviour.md#limits swatches unless given (the enterprise's colours, the recent ones). */
  readonly colors?: readonly string[];
  /** Shows the label as a heading above the swatches (when there are several groups). */
  readonly titled?: boolean;
};

/** Swatches as buttons named by their hex, the chosen one pressed. */
export const Swatches = ({
  label,
  selected,
  onPick,
  colors = COLOR_SWATCHES,
  titled = false,
}: SwatchesProps) => {
  const current = selected === null ? null : normalizeHex(selected);
  const currentRgb = current?.slice(0, 7);
  const headingId = useId();
  return (
    <Box>
      {titled && (
        <Typography id={headingId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
      )}
      <Box
        role="group"
        {...(titled ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 36px)', gap: 1 }}
      >
        {colors.map((swatch) => {
          const long = normalizeHex(swatch);
          // A translucent recent colour is pressed only for that very colour; opaque ones by RGB.
          const pressed =
            long !== null && (long.length === 9 ? current === long : currentRgb === long);
          return (
            <ButtonBase
              key={swatch}
              aria-label={swatch}
              aria-pressed={pressed}
              onClick={() => onPick(swatch)}
              focusRipple
              sx={{
                width: 36,
                height: 36,
                borderRadius: 1,
                bgcolor: swatch,
                border: 1,
                borderColor: 'divider',
                color: isLightColor(swatch) ? '#000' : '#fff',
                '&.Mui-focusVisible': {
                  outline: 3,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              {pressed && <CheckIcon fontSize="small" />}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
};
