import {
  type ColorMode,
  DEFAULT_DISPLAY_COLOR,
  isHexColor,
  isLightColor,
} from '@carta/domain/color';
import PaletteIcon from '@mui/icons-material/Palette';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorDialog } from './ColorDialog.tsx';

export type ColorPickerProps = {
  readonly label: string;
  /** '#RRGGBB' (hex mode) or '#RRGGBBAA' (hexa mode); null is no colour. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly mode?: ColorMode;
  readonly disabled?: boolean;
};

/** A stored value the button can paint; anything else shows the default white (§2.8). */
const displayColor = (value: string | null): string =>
  value !== null && isHexColor(value, { alpha: true }) ? value : DEFAULT_DISPLAY_COLOR;

/** §2.8 colour picker: a button painted in the colour that opens the picker dialog. */
export const ColorPicker = memo(function ColorPicker({
  label,
  value,
  onChange,
  mode = 'hex',
  disabled = false,
}: ColorPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const background = displayColor(value);
  const ink = isLightColor(background) ? '#000000' : '#ffffff';

  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-haspopup="dialog"
        startIcon={<PaletteIcon />}
        data-ink={ink === '#000000' ? 'black' : 'white'}
        sx={{
          bgcolor: background,
          color: ink,
          border: 1,
          borderColor: 'divider',
          textTransform: 'none',
          justifyContent: 'flex-start',
          minWidth: 200,
          py: 0.75,
          '&:hover': { bgcolor: background, filter: 'brightness(0.94)' },
          '& .MuiButton-startIcon': { color: 'inherit' },
          // MUI greys a disabled button's text, which is unreadable on a dark colour.
          '&.Mui-disabled': { color: ink, opacity: 0.6 },
        }}
      >
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', textAlign: 'left' }}>
          <Box component="span" sx={{ fontWeight: 500, lineHeight: 1.3 }}>
            {label}
          </Box>
          <Box component="span" sx={{ fontSize: '0.75rem', lineHeight: 1.3, opacity: 0.85 }}>
            {value ?? t('widgets.ColorPicker.none')}
          </Box>
        </Box>
      </Button>
      {open && (
        <ColorDialog
          title={label}
          value={value}
          mode={mode}
          onChange={onChange}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
});
