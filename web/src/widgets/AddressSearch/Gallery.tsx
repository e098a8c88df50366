import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressResult } from '../../api/geocode.ts';
import { AddressSearch } from './AddressSearch.tsx';
import { AddressSearchInput, type AddressSearchInputProps } from './AddressSearchInput.tsx';
import { failingSearch, SAMPLE_PLACES, sampleSearch } from './sampleSearch.ts';

type InputProps = Omit<AddressSearchInputProps, 'value' | 'onChange'>;

/** One demo with its own state, showing what the widget reported. */
const Demo = ({
  title,
  note,
  initial = null,
  render,
}: {
  title: string;
  note?: string;
  initial?: AddressResult | null;
  render: (
    value: AddressResult | null,
    onChange: (next: AddressResult | null) => void,
  ) => ReactNode;
}) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  return (
    <Stack component="section" aria-label={title} spacing={1} sx={{ width: 420, maxWidth: '100%' }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {render(value, setValue)}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {value
          ? t('widgets.AddressSearch.gallery.chosen', { address: value.address })
          : t('widgets.AddressSearch.gallery.none')}
        {value && <br />}
        {value &&
          t('widgets.AddressSearch.gallery.coordinates', { lat: value.lat, lon: value.lon })}
      </Typography>
    </Stack>
  );
};

const offline = sampleSearch();
const slow = sampleSearch(4000);
const failing = failingSearch();

const withSearch =
  (props: InputProps) =>
  (value: AddressResult | null, onChange: (next: AddressResult | null) => void) => (
    <AddressSearchInput value={value} onChange={onChange} {...props} />
  );

export const Gallery = () => {
  const { t } = useTranslation();
  const g = (key: 'offline' | 'filled' | 'standard' | 'slow' | 'failing' | 'disabled') =>
    t(`widgets.AddressSearch.gallery.${key}`);
  return (
    <Stack direction="row" useFlexGap spacing={4} sx={{ flexWrap: 'wrap' }}>
      <Demo title={g('offline')} render={withSearch({ search: offline })} />
      <Demo
        title={g('filled')}
        initial={SAMPLE_PLACES[3]}
        render={withSearch({ search: offline })}
      />
      <Demo title={g('standard')} render={withSearch({ search: offline, variant: 'standard' })} />
      <Demo title={g('slow')} render={withSearch({ search: slow })} />
      <Demo title={g('failing')} render={withSearch({ search: failing })} />
      <Demo
        title={g('disabled')}
        initial={SAMPLE_PLACES[0]}
        render={withSearch({ search: offline, disabled: true })}
      />
      <Demo
        title={t('widgets.AddressSearch.gallery.connected')}
        note={t('widgets.AddressSearch.gallery.connectedNote')}
        render={(value, onChange) => <AddressSearch value={value} onChange={onChange} />}
      />
    </Stack>
  );
};
