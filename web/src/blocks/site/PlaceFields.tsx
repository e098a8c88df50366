import { PLAIN_TEXT_MAX } from '@carta/domain/blocks/fields';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AddressResult } from '../../api/geocode.ts';
import { AddressSearch } from '../../widgets/AddressSearch/AddressSearch.tsx';
import { CoordinateField } from '../shared/CoordinateField.tsx';
import type { BlockEditorProps } from '../types.ts';

type PlaceFieldsProps = Pick<BlockEditorProps<'site'>, 'data' | 'onChange'>;

/** The site's address and position: found with the address finder, or typed (behaviour.md#blocks). */
export const PlaceFields = ({ data, onChange }: PlaceFieldsProps) => {
  const { t } = useTranslation();
  const address = data.SiteAddress;
  const lat = data.SiteLat;
  const lon = data.SiteLon;
  const found: AddressResult | null =
    lat !== null && lon !== null && address ? { address, lat, lon } : null;
  return (
    <Stack spacing={1}>
      <AddressSearch
        label={t('blocks.site.findAddress')}
        value={found}
        onChange={(result) => {
          if (result)
            onChange({
              SiteAddress: result.address.slice(0, PLAIN_TEXT_MAX),
              SiteLat: result.lat,
              SiteLon: result.lon,
            });
        }}
      />
      <TextField
        label={t('blocks.site.address')}
        value={address}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: PLAIN_TEXT_MAX } }}
        onChange={(event) => onChange({ SiteAddress: event.target.value })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1 }}>
        <CoordinateField
          label={t('blocks.site.lat')}
          value={lat}
          limit={90}
          invalidText={t('blocks.site.coordinateError', { limit: 90 })}
          onChange={(SiteLat) => onChange({ SiteLat })}
        />
        <CoordinateField
          label={t('blocks.site.lon')}
          value={lon}
          limit={180}
          invalidText={t('blocks.site.coordinateError', { limit: 180 })}
          onChange={(SiteLon) => onChange({ SiteLon })}
        />
      </Box>
    </Stack>
  );
};
