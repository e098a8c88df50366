import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import type { BlockEditorProps } from '../types.ts';
import { ProviderTypeChips } from './ProviderTypeChips.tsx';

const colorOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** External-activity-provider activity (34): the provider's activities in three colours. */
export const Editor = memo(function ExternalActivityEditor({
  content,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const { t } = useTranslation();
  if (collapsed) {
    return (
      <Typography variant="body2" noWrap>
        {t('blocks.externalActivity.summary')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <ProviderTypeChips />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ColorPicker
          label={t('blocks.externalActivity.primary')}
          value={colorOf(content.ActtivPrimaryColor)}
          onChange={(ActtivPrimaryColor) => onChange({ ActtivPrimaryColor })}
        />
        <ColorPicker
          label={t('blocks.externalActivity.secondary')}
          value={colorOf(content.ActtivSecundaryColor)}
          onChange={(ActtivSecundaryColor) => onChange({ ActtivSecundaryColor })}
        />
        <ColorPicker
          label={t('blocks.externalActivity.title')}
          value={colorOf(content.ActtivColor)}
          onChange={(ActtivColor) => onChange({ ActtivColor })}
        />
      </Stack>
    </Stack>
  );
});
