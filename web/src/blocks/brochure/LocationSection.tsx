import { PLAIN_TEXT_MAX, SHORT_TEXT_MAX } from '@carta/domain/blocks/fields';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AddressSearch } from '../../widgets/AddressSearch/AddressSearch.tsx';
import type { BlockEditorProps } from '../types.ts';
import { CheckedTextField } from './CheckedTextField.tsx';
import { checkCoordinate, coordinateText, locationFromPlace } from './fields.ts';
import { Section } from './Section.tsx';

const checkLat = checkCoordinate('latitude');
const checkLon = checkCoordinate('longitude');

type SectionFieldsProps = Pick<BlockEditorProps<'brochure'>, 'data' | 'onChange'>;

/** Location: municipality, address, postal code and coordinates, filled by the address search. */
export const LocationSection = ({ data, onChange }: SectionFieldsProps) => {
  const { t } = useTranslation();
  const lat = data.BrochureLat;
  const lon = data.BrochureLon;
  const address = data.BrochureAddress;
  return (
    <Section
      title={t('blocks.brochure.location')}
      shown={data.BrochureWithLocation}
      onShownChange={(BrochureWithLocation) => onChange({ BrochureWithLocation })}
    >
      <AddressSearch
        label={t('blocks.brochure.addressSearch')}
        value={address && lat !== null && lon !== null ? { address, lat, lon } : null}
        onChange={(place) => place && onChange(locationFromPlace(place))}
      />
      <TextField
        size="small"
        label={t('blocks.brochure.address')}
        value={address}
        onChange={(event) => onChange({ BrochureAddress: event.target.value })}
        slotProps={{ htmlInput: { maxLength: SHORT_TEXT_MAX } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          fullWidth
          label={t('blocks.brochure.municipality')}
          value={data.BrochureMunicipaly}
          onChange={(event) => onChange({ BrochureMunicipaly: event.target.value })}
          slotProps={{ htmlInput: { maxLength: PLAIN_TEXT_MAX } }}
        />
        <TextField
          size="small"
          label={t('blocks.brochure.postalCode')}
          value={data.BrochurePostalCode}
          onChange={(event) => onChange({ BrochurePostalCode: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 20 } }}
          sx={{ minWidth: 140 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CheckedTextField
          label={t('blocks.brochure.lat')}
          value={lat}
          format={coordinateText}
          check={checkLat}
          onValue={(BrochureLat) => onChange({ BrochureLat })}
          inputMode="decimal"
          maxLength={30}
        />
        <CheckedTextField
          label={t('blocks.brochure.lon')}
          value={lon}
          format={coordinateText}
          check={checkLon}
          onValue={(BrochureLon) => onChange({ BrochureLon })}
          inputMode="decimal"
          maxLength={30}
        />
      </Stack>
    </Section>
  );
};
