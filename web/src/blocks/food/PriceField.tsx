import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatPrice, parsePrice } from './price.ts';
import { useDraftText } from './useDraftText.ts';

/** FoodPrice: empty for no price shown (null), else a number in the schema's range. */
export const PriceField = ({
  value,
  onChange,
}: {
  readonly value: number | null;
  readonly onChange: (price: number | null) => void;
}) => {
  const { t, i18n } = useTranslation();
  const field = useDraftText(value, (v) => formatPrice(v, i18n.language), parsePrice, onChange);
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
