import type { Content } from '@carta/domain';
import { chainFood } from '@carta/domain/blocks/chainFood';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn, toPickedId } from '../shared/namedCatalogue.ts';
import type { BlockEditorProps } from '../types.ts';
import { FormatLine, type Line, type LineStyle } from './FormatLine.tsx';
import { RestaurantSelect } from './RestaurantSelect.tsx';
import { textFormatOf } from './textFormat.ts';
import { useChainRestaurants } from './useChainRestaurants.ts';

const DEFAULTS = chainFood.defaults({ languages: [] });
const LINES: readonly Line[] = ['Primary', 'Secondary'];

const colorOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const styleOf = (content: Content, line: Line): LineStyle => ({
  background: colorOf(content[`ChainFood${line}BGColor`]),
  color: colorOf(content[`ChainFood${line}TextColor`]),
  format: textFormatOf(
    content[`ChainFood${line}TextFormat`],
    DEFAULTS[`ChainFood${line}TextFormat`],
  ),
});

/**
 * Hotel-chain food (42): the menus of one restaurant of the enterprise's hotel chain, in a primary
 * and a secondary style. Without a chain, or when the list cannot be read, the styles stay editable.
 */
export const Editor = memo(function ChainFoodEditor({
  content,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const restaurants = useChainRestaurants(!collapsed);
  const restaurant = toPickedId(content.ChainFoodRestaurant);

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
        <FormatLine key={line} line={line} style={styleOf(content, line)} onChange={onChange} />
      ))}
    </Stack>
  );
});
