import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import { ButtonSample } from '../shared/ButtonSample.tsx';
import type { BlockEditorProps } from '../types.ts';

/** A stored '' is no colour chosen, as null is: the picker and the sample show none. */
const colorOf = (value: string | null): string | null => value || null;

/** Dfiles / files dropdown (39): the enterprise's files behind a dropdown in two colours. */
export const Editor = memo(function DfilesEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'dfiles'>) {
  const { t } = useTranslation();
  const description = (
    <Typography variant="body2" color={collapsed ? undefined : 'text.secondary'} noWrap={collapsed}>
      {t('blocks.dfiles.description')}
    </Typography>
  );
  if (collapsed) return description;
  const background = colorOf(data.DropdownButtonBGColor);
  const color = colorOf(data.DropdownButtonTextColor);
  return (
    <Stack spacing={2}>
      {description}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ColorPicker
          label={t('blocks.dfiles.background')}
          value={background}
          onChange={(DropdownButtonBGColor) => onChange({ DropdownButtonBGColor })}
        />
        <ColorPicker
          label={t('blocks.dfiles.textColor')}
          value={color}
          onChange={(DropdownButtonTextColor) => onChange({ DropdownButtonTextColor })}
        />
        <ButtonSample text={t('blocks.dfiles.sample')} background={background} color={color} />
      </Stack>
    </Stack>
  );
});
