import { translatedValue } from '@carta/domain';
import { IMAGE_SIZES } from '@carta/domain/image-rules';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageSelector } from '../../widgets/ImageSelector/ImageSelector.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { GuestNeeded } from '../shared/GuestNeeded.tsx';
import type { BlockEditorProps } from '../types.ts';
import { cutName } from './summary.ts';

/** The free-text price (ProductPrice) holds at most this many characters (domain schema). */
const PRICE_MAX = 100;

/** Product / service (30): name, description, price, promotion, note and a 600x600 image. */
export const Editor = memo(function ProductEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'product'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const name = data.ProductName;
  if (collapsed) {
    const summary = cutName(translatedValue(name, contentLanguage));
    return (
      <Typography variant="body2" noWrap>
        {summary || t('blocks.product.noName')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <GuestNeeded block="product" data={data} field="ProductName">
        <ConnectedTranslatableField
          label={t('blocks.product.name')}
          required
          value={name}
          languages={languages}
          onChange={(ProductName) => onChange({ ProductName })}
        />
      </GuestNeeded>
      <ConnectedTranslatableField
        label={t('blocks.product.description')}
        value={data.ProductDescription}
        languages={languages}
        mode="textArea"
        onChange={(ProductDescription) => onChange({ ProductDescription })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          label={t('blocks.product.price')}
          value={data.ProductPrice}
          onChange={(event) => onChange({ ProductPrice: event.target.value })}
          helperText={t('blocks.product.priceHelp')}
          size="small"
          sx={{ flex: 1, alignSelf: 'stretch' }}
          slotProps={{ htmlInput: { maxLength: PRICE_MAX } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={data.ProductPromotion}
              onChange={(event) => onChange({ ProductPromotion: event.target.checked })}
            />
          }
          label={t('blocks.product.promotion')}
          sx={{ flex: 1 }}
        />
      </Stack>
      <ConnectedTranslatableField
        label={t('blocks.product.note')}
        value={data.ProductNote}
        languages={languages}
        onChange={(ProductNote) => onChange({ ProductNote })}
      />
      <ImageSelector
        label={t('blocks.product.image')}
        value={data.ProductImage}
        onChange={(ProductImage) => onChange({ ProductImage })}
        aspect={IMAGE_SIZES.product.aspect}
        output={IMAGE_SIZES.product}
        clearable
      />
    </Stack>
  );
});
