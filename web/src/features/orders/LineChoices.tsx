import type { Translatable } from '@carta/domain';
import { choicesByGroup } from '@carta/domain/orders/extra-groups';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { OrderedChoice } from './api.ts';
import { itemName } from './format.ts';

/**
 * A line's choices under its dish, grouped (behaviour.md#extra-groups): "Punto: Al punto",
 * "Salsas: Roquefort, Pimienta", then each option of no group on its own "+" line, as before
 * groups. The one rendering the desk, the kitchen card and the printable ticket share. Spans shown
 * as blocks: a kitchen line is a button, which may hold no div.
 */
export const LineChoices = ({
  extras,
  language,
  price,
  sx,
}: {
  readonly extras: readonly OrderedChoice[];
  readonly language: string;
  /** The option's price as the screen writes it; none: names only (the kitchen). */
  readonly price?: (choice: OrderedChoice) => string;
  readonly sx?: SxProps<Theme>;
}) => {
  const label = (choice: OrderedChoice) =>
    `${itemName(choice.Name, language)}${price ? ` (${price(choice)})` : ''}`;
  return (
    <>
      {choicesByGroup<Translatable, OrderedChoice>(extras).map(({ group, choices }) =>
        group ? (
          <Box
            key={`g${group.ID}`}
            component="span"
            sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
            data-choice-group={itemName(group.Name, language)}
          >
            <Box component="span" sx={{ fontWeight: 700 }}>
              {itemName(group.Name, language)}:
            </Box>{' '}
            {choices.map(label).join(', ')}
          </Box>
        ) : (
          choices.map((choice) => (
            <Box
              key={choice.ExtraID}
              component="span"
              sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
            >
              + {label(choice)}
            </Box>
          ))
        ),
      )}
    </>
  );
};
