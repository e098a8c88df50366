import {
  type ColorMode,
  DEFAULT_DISPLAY_COLOR,
  isHexColor,
  isLightColor,
} from '@carta/domain/color';
import PaletteIcon from '@mui/icons-material/Palette';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorDialog } from './ColorDialog.tsx';

export type ColorPickerInputProps = {
  readonly label: string;
  /** '#RRGGBB' (hex mode) or '#RRGGBBAA' (hexa mode); null is no colour. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly mode?: ColorMode;
  readonly disabled?: boolean;
  /** The enterprise's own colours, offered first ('Colores de la empresa'). */
  readonly enterpriseColors?: readonly string[];
  /** Colours chosen lately, newest first ('Recientes'). */
  readonly recentColors?: readonly string[];
  /** Told of the colour chosen when the dialog closes, if it changed (to remember it). */
  readonly onColorUsed?: (color: string) => void;
};

/** A stored value the button can paint; anything else shows the default white (behaviour.md#widgets). */
const displayColor = (value: string | null): string =>
  value !== null && isHexColor(value, { alpha: true }) ? value : DEFAULT_DISPLAY_COLOR;

const NONE: readonly string[] = [];

/**
 * behaviour.md#widgets colour picker: a button painted in the colour that opens the picker dialog. Pure: the
 * enterprise's and the recent colours come in through props (ColorPicker connects them).
 */
export const ColorPickerInput = memo(function ColorPickerInput({
  label,
  value,
  onChange,
  mode = 'hex',
  disabled = false,
  enterpriseColors = NONE,
  recentColors = NONE,
  onColorUsed,
}: ColorPickerInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // What the dialog opened with and last reported: a swatch reports and closes in one event,
  // before the new value comes back through props.
  const chosen = useRef<{ opened: string | null; last: string | null }>({
    opened: null,
    last: null,
  });
  const openDialog = () => {
    chosen.current = { opened: value, last: value };
    setOpen(true);
  };
  const closeDialog = () => {
    setOpen(false);
    const { opened, last } = chosen.current;
    if (last !== null && last !== opened) onColorUsed?.(last);
  };
  const background = displayColor(value);
  const ink = isLightColor(background) ? '#000000' : '#ffffff';

  return (
    <>
      <Button
        onClick={openDialog}
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
          onChange={(next) => {
            chosen.current.last = next;
            onChange(next);
          }}
          onClose={closeDialog}
          enterpriseColors={enterpriseColors}
          recentColors={recentColors}
        />
      )}
    </>
  );
});
