import { type ContentTypeInfo, matchesTypeSearch } from '@carta/domain';
import Help from '@mui/icons-material/Help';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typeDisplay } from '../../blocks/typeInfo.ts';
import { SearchBox } from '../../widgets/SearchBox/SearchBox.tsx';

type TypeGridProps = {
  /** In the order to show them: non-exclusive types first (offeredTypes, §2.3). */
  readonly types: readonly ContentTypeInfo[];
  readonly onPick: (typeId: number) => void;
  /** The accessible name of the grid, e.g. the sheet's or dialog's title. */
  readonly label: string;
};

/** The type buttons of the menu-type sheet and the add-content dialog, with their search. */
export const TypeGrid = memo(function TypeGrid({ types, onPick, label }: TypeGridProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = types.flatMap((type) => {
    const display = typeDisplay(type.id);
    const name = display ? t(display.nameKey) : type.key;
    if (!matchesTypeSearch(type, query, name)) return [];
    return [{ id: type.id, name, Icon: display?.Icon ?? Help }];
  });

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <SearchBox
          label={t('menus.typePicker.search')}
          value={query}
          onChange={setQuery}
          onSearch={setQuery}
          clearable
        />
      </Box>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('menus.typePicker.noMatch')}
        </Typography>
      ) : (
        <Box
          role="group"
          aria-label={label}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
            gap: 1,
          }}
        >
          {shown.map(({ id, name, Icon }) => (
            <Button
              key={id}
              variant="outlined"
              color="inherit"
              onClick={() => onPick(id)}
              sx={{
                flexDirection: 'column',
                gap: 0.5,
                py: 1.5,
                minHeight: 88,
                textTransform: 'none',
                lineHeight: 1.2,
                borderColor: 'divider',
              }}
            >
              <Icon color="primary" aria-hidden />
              <span>{name}</span>
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
});
