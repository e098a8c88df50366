import { IMAGE_SIZES } from '@carta/domain/image-rules';
import { translatedValue } from '@carta/domain/translatable';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AllergenSelector } from '../../widgets/AllergenSelector/AllergenSelector.tsx';
import { ImageSelector } from '../../widgets/ImageSelector/ImageSelector.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { GuestNeeded } from '../shared/GuestNeeded.tsx';
import type { BlockEditorProps } from '../types.ts';
import { DietFlags } from './DietFlags.tsx';
import { ExtrasSection } from './extras/ExtrasSection.tsx';
import { PriceField } from './PriceField.tsx';
import { cutName } from './summary.ts';

const { width, height, aspect } = IMAGE_SIZES.food;
const FOOD_IMAGE_OUTPUT = { width, height };

/** Food & drink (27): a dish with its price, diet flags, allergens, image and extras. */
export const Editor = memo(function FoodEditor({
  data,
  contentId,
  languages,
  onChange,
  collapsed,
  isNew = false,
}: BlockEditorProps<'food'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const name = data.FoodName;
  const shownName = translatedValue(name, contentLanguage);
  const summary = (
    <Typography
      component="p"
      variant="subtitle2"
      color={shownName ? 'text.primary' : 'text.secondary'}
      noWrap
    >
      {shownName ? cutName(shownName) : t('blocks.food.unnamed')}
    </Typography>
  );
  if (collapsed) return summary;

  return (
    <Stack spacing={2}>
      {summary}
      <GuestNeeded block="food" data={data} field="FoodName">
        <ConnectedTranslatableField
          label={t('blocks.food.name')}
          required
          value={name}
          languages={languages}
          onChange={(FoodName) => onChange({ FoodName })}
        />
      </GuestNeeded>
      <ConnectedTranslatableField
        label={t('blocks.food.ingredients')}
        value={data.FoodIngredients}
        languages={languages}
        mode="textArea"
        onChange={(FoodIngredients) => onChange({ FoodIngredients })}
      />
      <PriceField value={data.FoodPrice} onChange={(FoodPrice) => onChange({ FoodPrice })} />
      <DietFlags data={data} onChange={onChange} />
      <ConnectedTranslatableField
        label={t('blocks.food.note')}
        value={data.FoodNote}
        languages={languages}
        onChange={(FoodNote) => onChange({ FoodNote })}
      />
      <AllergenSelector
        value={data.FoodAllergens}
        onChange={(FoodAllergens) => onChange({ FoodAllergens })}
      />
      <ImageSelector
        label={t('blocks.food.image')}
        value={data.FoodImage}
        onChange={(FoodImage) => onChange({ FoodImage })}
        aspect={aspect}
        output={FOOD_IMAGE_OUTPUT}
        clearable
      />
      <ExtrasSection
        data={data}
        // behaviour.md#blocks: the dish's extras exist on the server once the block does; its id is the dish's.
        menuContentId={isNew ? null : contentId}
        languages={languages}
        onChange={onChange}
      />
    </Stack>
  );
});
