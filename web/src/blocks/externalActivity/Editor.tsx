import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import type { BlockEditorProps } from '../types.ts';
import { ProviderTypeChips } from './ProviderTypeChips.tsx';

/** External-activity-provider activity (34): the provider's activities in three colours. */
export const Editor = memo(function ExternalActivityEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'externalActivity'>) {
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
      {/* The schema keeps '' as well as null for 'no colour'; the picker knows only null. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ColorPicker
          label={t('blocks.externalActivity.primary')}
          value={data.ActtivPrimaryColor || null}
          onChange={(ActtivPrimaryColor) => onChange({ ActtivPrimaryColor })}
        />
        <ColorPicker
          label={t('blocks.externalActivity.secondary')}
          value={data.ActtivSecundaryColor || null}
          onChange={(ActtivSecundaryColor) => onChange({ ActtivSecundaryColor })}
        />
        <ColorPicker
          label={t('blocks.externalActivity.title')}
          value={data.ActtivColor || null}
          onChange={(ActtivColor) => onChange({ ActtivColor })}
        />
      </Stack>
    </Stack>
  );
});
