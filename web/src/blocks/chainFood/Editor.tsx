import type { BlockData } from '@carta/domain';
import { chainFood } from '@carta/domain/blocks/chainFood';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../shared/namedCatalogue.ts';
import type { BlockEditorProps } from '../types.ts';
import { FormatLine, type Line, type LineStyle } from './FormatLine.tsx';
import { RestaurantSelect } from './RestaurantSelect.tsx';
import { textFormatOf } from './textFormat.ts';
import { useChainRestaurants } from './useChainRestaurants.ts';

const DEFAULTS = chainFood.defaults({ languages: [] });
const LINES: readonly Line[] = ['Primary', 'Secondary'];

const styleOf = (data: BlockData<'chainFood'>, line: Line): LineStyle => ({
  // The schema takes '' as well as null for 'no colour'; the sample and picker want null.
  background: data[`ChainFood${line}BGColor`] || null,
  color: data[`ChainFood${line}TextColor`] || null,
  // Stored data is not validated: a format other than 1 or 2 reads as the line's default
  // (textFormat.test.ts, 'keeps a stored 1 or 2 and falls back to the line default otherwise').
  format: textFormatOf(data[`ChainFood${line}TextFormat`], DEFAULTS[`ChainFood${line}TextFormat`]),
});

/**
 * Hotel-chain food (42): the menus of one restaurant of the enterprise's hotel chain, in a primary
 * and a secondary style. Without a chain, or when the list cannot be read, the styles stay editable.
 */
export const Editor = memo(function ChainFoodEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'chainFood'>) {
  const { t } = useTranslation();
  const restaurants = useChainRestaurants(!collapsed);
  const restaurant = data.ChainFoodRestaurant;

  if (collapsed) {
    // A collapsed block asks for no list (many may be on screen): it names the restaurant from a
    // list already read, else by its number.
    const name = restaurant === null ? undefined : nameIn(restaurants.query.data, restaurant);
    return (
      <Typography variant="body2" noWrap>
        {restaurant === null
          ? t('blocks.chainFood.summaryNone')
          : name !== undefined
            ? t('blocks.chainFood.summary', { name })
            : t('blocks.chainFood.summaryId', { id: restaurant })}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <RestaurantSelect
        restaurants={restaurants}
        value={restaurant}
        onChange={(ChainFoodRestaurant) => onChange({ ChainFoodRestaurant })}
      />
      {LINES.map((line) => (
        <FormatLine key={line} line={line} style={styleOf(data, line)} onChange={onChange} />
      ))}
    </Stack>
  );
});
