import { HEIGHT_MAX } from '@carta/domain/blocks/fields';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressResult } from '../../api/geocode.ts';
import { AddressSearch } from '../../widgets/AddressSearch/AddressSearch.tsx';
import { PixelSlider } from '../shared/PixelSlider.tsx';
import type { BlockEditorProps } from '../types.ts';
import { CoordinateFields } from './CoordinateFields.tsx';
import { pointOf } from './coordinates.ts';

// Leaflet and its CSS travel in their own chunk, fetched only when a point is on screen.
const MapPreview = lazy(() =>
  import('./MapPreview.tsx').then((module) => ({ default: module.MapPreview })),
);

/** The preview follows MapHeight within sizes that fit a card. */
const previewHeight = (height: number) => Math.min(400, Math.max(160, height));

/** Map (10): a point, found by address or typed as Lat/Lon, shown at MapHeight pixels. */
export const Editor = memo(function MapEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'map'>) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<AddressResult | null>(null);
  const height = data.MapHeight;
  const point = pointOf(data.Lat, data.Lon);

  if (collapsed)
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {point
          ? t('blocks.map.summary', { lat: point.lat, lon: point.lon, height })
          : t('blocks.map.noPoint', { height })}
      </Typography>
    );

  return (
    <Stack spacing={2}>
      <PixelSlider
        label={t('blocks.map.height')}
        value={height}
        max={HEIGHT_MAX}
        onChange={(MapHeight) => onChange({ MapHeight })}
      />
      <AddressSearch
        label={t('blocks.map.search')}
        placeholder={t('blocks.map.searchPlaceholder')}
        value={place}
        onChange={(found) => {
          setPlace(found);
          if (found) onChange({ Lat: found.lat, Lon: found.lon, MapAddress: found.address });
        }}
      />
      <TextField
        label={t('blocks.map.address')}
        size="small"
        value={data.MapAddress}
        onChange={(event) => onChange({ MapAddress: event.target.value })}
        helperText={t('blocks.map.addressHelp')}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <CoordinateFields lat={data.Lat} lon={data.Lon} onChange={onChange} />
      {point ? (
        <Suspense
          fallback={
            <Skeleton variant="rounded" height={previewHeight(height)} sx={{ maxWidth: 640 }} />
          }
        >
          <MapPreview lat={point.lat} lon={point.lon} height={previewHeight(height)} />
        </Suspense>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('blocks.map.noPreview')}
        </Typography>
      )}
    </Stack>
  );
});
