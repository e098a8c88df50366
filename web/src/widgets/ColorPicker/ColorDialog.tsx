import {
  type ColorMode,
  colorAlpha,
  formatColor,
  isHexColor,
  normalizeHex,
  withAlpha,
} from '@carta/domain/color';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swatches } from './Swatches.tsx';

export type ColorDialogProps = {
  readonly title: string;
  readonly value: string | null;
  readonly mode: ColorMode;
  readonly onChange: (value: string | null) => void;
  readonly onClose: () => void;
  readonly enterpriseColors?: readonly string[];
  readonly recentColors?: readonly string[];
};

const NONE: readonly string[] = [];

// A checkerboard under the preview makes a translucent colour visibly translucent.
const CHECKERBOARD = 'repeating-conic-gradient(#ccc 0% 25%, #fff 0% 50%) 50% / 12px 12px';

/**
 * The picker of behaviour.md#widgets: hex text checked as typed, the system colour chooser, an opacity slider in
 * hexa mode, and the swatches. Valid edits are reported at once; a swatch reports and closes.
 */
export const ColorDialog = ({
  title,
  value,
  mode,
  onChange,
  onClose,
  enterpriseColors = NONE,
  recentColors = NONE,
}: ColorDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const alpha = mode === 'hexa';
  const [text, setText] = useState(value ?? '');
  const valid = isHexColor(text.trim(), { alpha });
  const current = valid ? normalizeHex(text) : value === null ? null : normalizeHex(value);
  const rgb = current?.slice(0, 7) ?? '#ffffff';

  const report = (next: string) => {
    const formatted = formatColor(next, mode);
    if (formatted === null) return;
    setText(formatted);
    onChange(formatted);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{
                width: 56,
                height: 56,
                borderRadius: 1,
                flexShrink: 0,
                background: CHECKERBOARD,
              }}
            >
              <Box
                sx={{
                  width: 1,
                  height: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: current ?? 'transparent',
                }}
              />
            </Box>
            <TextField
              label={t('widgets.ColorPicker.hex')}
              value={text}
              onChange={(event) => {
                const next = event.target.value;
                setText(next);
                if (isHexColor(next.trim(), { alpha })) onChange(formatColor(next, mode));
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || !valid) return;
                // Otherwise the Enter reaches the opener that gets the focus back, and reopens.
                event.preventDefault();
                onClose();
              }}
              error={text !== '' && !valid}
              helperText={
                text !== '' && !valid
                  ? t(alpha ? 'widgets.ColorPicker.invalidHexa' : 'widgets.ColorPicker.invalidHex')
                  : ' '
              }
              autoFocus
              size="small"
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', maxLength: 9 } }}
            />
            <Box
              component="input"
              type="color"
              aria-label={t('widgets.ColorPicker.system')}
              value={rgb}
              onChange={(event) => {
                const picked = event.currentTarget.value;
                report(
                  alpha ? (withAlpha(picked, current ? colorAlpha(current) : 1) ?? picked) : picked,
                );
              }}
              sx={{
                width: 56,
                height: 40,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
              }}
            />
          </Stack>
          {alpha && (
            <Box>
              <Typography id={`${titleId}-alpha`} variant="body2" color="text.secondary">
                {t('widgets.ColorPicker.opacity')}
              </Typography>
              <Slider
                aria-labelledby={`${titleId}-alpha`}
                value={Math.round((current ? colorAlpha(current) : 1) * 100)}
                onChange={(_, next) => report(withAlpha(rgb, (next as number) / 100) ?? rgb)}
                min={0}
                max={100}
                valueLabelDisplay="auto"
                valueLabelFormat={(percent) => `${percent} %`}
                disabled={current === null}
              />
            </Box>
          )}
          {[
            {
              key: 'enterprise',
              label: t('widgets.ColorPicker.enterprise'),
              colors: enterpriseColors,
            },
            { key: 'recent', label: t('widgets.ColorPicker.recent'), colors: recentColors },
            { key: 'preset', label: t('widgets.ColorPicker.swatches'), colors: undefined },
          ]
            .filter(({ colors }) => colors === undefined || colors.length > 0)
            .map(({ key, label, colors }, _, groups) => (
              <Swatches
                key={key}
                label={label}
                colors={colors}
                titled={groups.length > 1}
                selected={current}
                onPick={(swatch) => {
                  onChange(formatColor(swatch, mode));
                  onClose();
                }}
              />
            ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          color="inherit"
          onClick={() => {
            onChange(null);
            onClose();
          }}
        >
          {t('widgets.ColorPicker.clear')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
