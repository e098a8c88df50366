import { ALLERGENS } from '@carta/domain/allergens';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllergenSelector, AllergenSelectorStatus } from './AllergenSelector.tsx';
import { AllergenSelectorInput } from './AllergenSelectorInput.tsx';

type DemoKey = 'empty' | 'filled' | 'unknown' | 'disabled' | 'connected' | 'loading' | 'error';

const Demo = ({ title, ids, children }: { title: string; ids?: number[]; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {children}
      {ids && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('widgets.AllergenSelector.gallery.reported', {
            ids: ids.length > 0 ? ids.join(', ') : t('widgets.AllergenSelector.gallery.noIds'),
          })}
        </Typography>
      )}
    </Box>
  );
};

/** Every state of the allergen selector; the connected one reads the catalogue from the server. */
export const Gallery = () => {
  const { t } = useTranslation();
  const [empty, setEmpty] = useState<number[]>([]);
  const [filled, setFilled] = useState<number[]>([1, 7, 8]);
  const [unknown, setUnknown] = useState<number[]>([3, 99]);
  const [connected, setConnected] = useState<number[]>([4]);
  const g = (key: DemoKey) => t(`widgets.AllergenSelector.gallery.${key}`);

  return (
    <Stack spacing={4}>
      <Demo title={g('empty')} ids={empty}>
        <AllergenSelectorInput value={empty} onChange={setEmpty} allergens={ALLERGENS} />
      </Demo>
      <Demo title={g('filled')} ids={filled}>
        <AllergenSelectorInput value={filled} onChange={setFilled} allergens={ALLERGENS} />
      </Demo>
      <Demo title={g('unknown')} ids={unknown}>
        <AllergenSelectorInput
          value={unknown}
          onChange={setUnknown}
          allergens={ALLERGENS.slice(0, 4)}
        />
      </Demo>
      <Demo title={g('disabled')} ids={[2, 5]}>
        <AllergenSelectorInput value={[2, 5]} onChange={() => {}} allergens={ALLERGENS} disabled />
      </Demo>
      <Demo title={g('connected')} ids={connected}>
        <AllergenSelector value={connected} onChange={setConnected} />
      </Demo>
      <Demo title={g('loading')}>
        <AllergenSelectorStatus status="loading" />
      </Demo>
      <Demo title={g('error')}>
        {/* A parameter the server refuses (400): the real error path, with a working retry. */}
        <AllergenSelector enterpriseId="no válido" value={[]} onChange={() => {}} />
      </Demo>
    </Stack>
  );
};
