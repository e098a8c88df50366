import { TEXT_ALIGNMENTS } from '@carta/domain/blocks/simpleText';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import TextDecreaseIcon from '@mui/icons-material/TextDecrease';
import TextIncreaseIcon from '@mui/icons-material/TextIncrease';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import { canStep, type SimpleTextStyle, stepSize, type TextAlign } from './style.ts';

const ALIGN_ICONS = {
  left: FormatAlignLeftIcon,
  center: FormatAlignCenterIcon,
  right: FormatAlignRightIcon,
  justify: FormatAlignJustifyIcon,
} as const satisfies Record<TextAlign, unknown>;

type StyleControlsProps = {
  readonly style: SimpleTextStyle;
  readonly onChange: (style: SimpleTextStyle) => void;
  /** The workspace colour the text takes while it has none of its own. */
  readonly workspaceColor: string | null;
};

/** Alignment, size steps, upper case and colour of a simple text: each change reports the whole Style. */
export const StyleControls = ({ style, onChange, workspaceColor }: StyleControlsProps) => {
  const { t } = useTranslation();
  const alignLabel = useId();
  const sizeLabel = useId();
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <Box>
        <Typography id={alignLabel} variant="body2" color="text.secondary" gutterBottom>
          {t('blocks.simpleText.alignment')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={style.TextAlign}
          aria-labelledby={alignLabel}
          onChange={(_, next: TextAlign | null) => next && onChange({ ...style, TextAlign: next })}
        >
          {TEXT_ALIGNMENTS.map((value) => {
            const Icon = ALIGN_ICONS[value];
            const name = t(`blocks.simpleText.align.${value}`);
            return (
              <Tooltip key={value} title={name}>
                <ToggleButton value={value} aria-label={name}>
                  <Icon fontSize="small" />
                </ToggleButton>
              </Tooltip>
            );
          })}
        </ToggleButtonGroup>
      </Box>
      <Box>
        <Typography id={sizeLabel} variant="body2" color="text.secondary" gutterBottom>
          {t('blocks.simpleText.size')}
        </Typography>
        <Stack
          direction="row"
          role="group"
          aria-labelledby={sizeLabel}
          sx={{ alignItems: 'center', height: 40 }}
        >
          <Tooltip title={t('blocks.simpleText.smaller')}>
            <span>
              <IconButton
                aria-label={t('blocks.simpleText.smaller')}
                disabled={!canStep(style, -1)}
                onClick={() => onChange(stepSize(style, -1))}
              >
                <TextDecreaseIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Typography
            component="output"
            aria-live="polite"
            sx={{ minWidth: 40, textAlign: 'center', fontWeight: 500 }}
          >
            {t('blocks.simpleText.sizeValue', { value: style.SizeMult })}
          </Typography>
          <Tooltip title={t('blocks.simpleText.larger')}>
            <span>
              <IconButton
                aria-label={t('blocks.simpleText.larger')}
                disabled={!canStep(style, 1)}
                onClick={() => onChange(stepSize(style, 1))}
              >
                <TextIncreaseIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Box>
      <FormControlLabel
        sx={{ height: 40 }}
        control={
          <Switch
            checked={style.ToUpperCase}
            onChange={(event) => onChange({ ...style, ToUpperCase: event.target.checked })}
          />
        }
        label={t('blocks.simpleText.upperCase')}
      />
      <Box>
        <ColorPicker
          label={t('blocks.simpleText.color')}
          value={style.TextColor}
          onChange={(TextColor) => onChange({ ...style, TextColor })}
        />
        {style.TextColor === null && (
          <Typography variant="caption" color="text.secondary" component="p">
            {workspaceColor
              ? t('blocks.simpleText.workspaceColor', { color: workspaceColor })
              : t('blocks.simpleText.noColor')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
};
