import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import { MenuEntryTile } from '../../widgets/MenuEntryTile/MenuEntryTile.tsx';
import type { SettingsChange } from './api.ts';

export type StyleDraft = Pick<
  SettingsChange,
  | 'enterpriseColor'
  | 'BGColor'
  | 'Color'
  | 'BGColorSecundary'
  | 'ColorSecundary'
  | 'GlobalFont'
  | 'Font'
  | 'FontSecundary'
  | 'FontSize'
  | 'FontSizeSecundary'
  | 'withGradient'
  | 'withGradientSubmenu'
>;

const COLORS = [
  'enterpriseColor',
  'BGColor',
  'Color',
  'BGColorSecundary',
  'ColorSecundary',
] as const;
const FONTS = ['GlobalFont', 'Font', 'FontSecundary'] as const;
const SIZES = ['FontSize', 'FontSizeSecundary'] as const;
const FONT = /^[\p{L}\p{N} -]{1,60}$/u;

export const styleProblems = (style: StyleDraft): string[] => [
  ...FONTS.filter((k) => style[k] !== undefined && !FONT.test(style[k] ?? '')),
  ...SIZES.filter(
    (k) => style[k] !== undefined && !((style[k] ?? 0) >= 8 && (style[k] ?? 0) <= 72),
  ),
];

/** Colours and fonts of the guest app, with the behaviour.md#widgets preview tile showing them as they change. */
export const StyleCard = ({
  style,
  onChange,
}: {
  style: StyleDraft;
  onChange: (patch: StyleDraft) => void;
}) => {
  const { t } = useTranslation();
  const bad = styleProblems(style);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack spacing={2} sx={{ flex: 1 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {COLORS.map((key) => (
            <ColorPicker
              key={key}
              label={t(`admin.settings.${key}`)}
              value={style[key] ?? null}
              onChange={(color) => color && onChange({ [key]: color })}
            />
          ))}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {FONTS.map((key) => (
            <TextField
              key={key}
              size="small"
              label={t(`admin.settings.${key}`)}
              value={style[key] ?? ''}
              error={bad.includes(key)}
              onChange={(e) => onChange({ [key]: e.target.value })}
            />
          ))}
          {SIZES.map((key) => (
            <TextField
              key={key}
              size="small"
              type="number"
              label={t(`admin.settings.${key}`)}
              value={style[key] ?? ''}
              error={bad.includes(key)}
              slotProps={{ htmlInput: { min: 8, max: 72 } }}
              onChange={(e) => onChange({ [key]: Number(e.target.value) })}
            />
          ))}
        </Box>
        {(['withGradient', 'withGradientSubmenu'] as const).map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={Boolean(style[key])}
                onChange={(e) => onChange({ [key]: e.target.checked })}
              />
            }
            label={t(`admin.settings.${key}`)}
          />
        ))}
      </Stack>
      <Stack spacing={1} sx={{ width: { md: 280 } }} aria-label={t('admin.settings.preview')}>
        <Typography variant="subtitle2" component="h3">
          {t('admin.settings.preview')}
        </Typography>
        <MenuEntryTile name={{ es: t('admin.settings.previewTitle') }} style={style} locale="es" />
        <MenuEntryTile
          name={{ es: t('admin.settings.previewText') }}
          style={style}
          locale="es"
          secondary
        />
      </Stack>
    </Stack>
  );
};
