import { COLOR_SWATCHES, isLightColor, normalizeHex } from '@carta/domain/color';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

export type SwatchesProps = {
  readonly label: string;
  readonly selected: string | null;
  readonly onPick: (swatch: string) => void;
};

/** The §9 swatches as buttons named by their hex, the chosen one pressed. */
export const Swatches = ({ label, selected, onPick }: SwatchesProps) => {
  const current = selected === null ? null : normalizeHex(selected)?.slice(0, 7);
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 36px)', gap: 1 }}
    >
      {COLOR_SWATCHES.map((swatch) => {
        const pressed = current === normalizeHex(swatch);
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
              '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {pressed && <CheckIcon fontSize="small" />}
          </ButtonBase>
        );
      })}
    </Box>
  );
};
