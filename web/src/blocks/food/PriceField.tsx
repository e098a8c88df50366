import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useParsedDraftText } from '../shared/useDraftText.ts';
import { formatPrice, parsePrice } from './price.ts';

/** FoodPrice: empty for no price shown (null), else a number in the schema's range. */
export const PriceField = ({
  value,
  onChange,
}: {
  readonly value: number | null;
  readonly onChange: (price: number | null) => void;
}) => {
  const { t, i18n } = useTranslation();
  const field = useParsedDraftText(
    value,
    (v) => formatPrice(v, i18n.language),
    parsePrice,
    onChange,
  );
  return (
    <TextField
      size="small"
      label={t('blocks.food.price')}
      inputRef={field.inputRef}
      value={field.text}
      onChange={(event) => field.onText(event.target.value)}
      error={field.invalid}
      helperText={field.invalid ? t('blocks.food.priceInvalid') : t('blocks.food.priceHint')}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ maxWidth: 280 }}
    />
  );
};
