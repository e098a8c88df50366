import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

const FLAGS = [
  ['FoodVegan', 'vegan'],
  ['FoodVegetarian', 'vegetarian'],
  ['FoodNew', 'new'],
  ['FoodRecommended', 'recommended'],
  ['FoodSlowFood', 'slowFood'],
] as const;

/** behaviour.md#blocks: the five checkboxes of a dish. */
export const DietFlags = ({
  data,
  onChange,
}: Pick<BlockEditorProps<'food'>, 'data' | 'onChange'>) => {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('blocks.food.features')}</FormLabel>
      <FormGroup row>
        {FLAGS.map(([field, label]) => (
          <FormControlLabel
            key={field}
            label={t(`blocks.food.${label}`)}
            control={
              <Checkbox
                checked={data[field]}
                onChange={(event) => onChange({ [field]: event.target.checked })}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
};
