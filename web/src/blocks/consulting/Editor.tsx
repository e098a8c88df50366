import { consulting } from '@carta/domain/blocks/consulting';
import { PLAIN_TEXT_MAX } from '@carta/domain/blocks/fields';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';
import { IdField } from './IdField.tsx';

const { shape } = consulting.schema;
/** Read from the schema, so that the fields and the server cannot disagree. */
const HOTEL_ID_MAX = shape.ConsultingHotelID.maxLength ?? PLAIN_TEXT_MAX;
const INSTALLATION_ID_MAX = shape.ConsultingInstallationID.maxLength ?? PLAIN_TEXT_MAX;

/** Hotel-consulting integration (44): the hotel and installation ids at the consulting service. */
export const Editor = memo(function ConsultingEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'consulting'>) {
  const { t } = useTranslation();
  const hotelId = data.ConsultingHotelID;
  const installationId = data.ConsultingInstallationID;

  if (collapsed) {
    return (
      <Typography variant="body2" noWrap>
        {hotelId || installationId
          ? t('blocks.consulting.summary', {
              hotel: hotelId || '—',
              installation: installationId || '—',
            })
          : t('blocks.consulting.empty')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <IdField
        label={t('blocks.consulting.hotelId')}
        value={hotelId}
        max={HOTEL_ID_MAX}
        onChange={(ConsultingHotelID) => onChange({ ConsultingHotelID })}
      />
      <IdField
        label={t('blocks.consulting.installationId')}
        value={installationId}
        max={INSTALLATION_ID_MAX}
        onChange={(ConsultingInstallationID) => onChange({ ConsultingInstallationID })}
      />
    </Stack>
  );
});
