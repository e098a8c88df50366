import {
  CONTENT_TYPE_GROUPS,
  type ContentTypeGroup,
  type ContentTypeInfo,
  groupTypes,
  MENU_SHEET_SECTIONS,
  type MenuSheetSection,
  matchesTypeSearch,
  menuSheetSection,
} from '@carta/domain';
import Help from '@mui/icons-material/Help';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typeDisplay } from '../../blocks/typeInfo.ts';
import { SearchBox } from '../../widgets/SearchBox/SearchBox.tsx';

/** How the grid splits its types: the group order and each type's group, both catalogue data. */
export type TypeGrouping<G extends string> = {
  readonly order: readonly G[];
  readonly of: (type: ContentTypeInfo) => G;
  /** Locale key of a group's heading, under `<labels>.<group>`. */
  readonly labels: 'contentTypeGroups' | 'menuTypeSections';
};

/** The add-content grid: by subject (behaviour.md#menu-editor). */
export const contentGrouping: TypeGrouping<ContentTypeGroup> = {
  order: CONTENT_TYPE_GROUPS,
  of: (type) => type.group,
  labels: 'contentTypeGroups',
};

/** The menu-type sheet (behaviour.md#menu-editor): submenus, a content page, or a whole-page integration. */
export const menuSheetGrouping: TypeGrouping<MenuSheetSection> = {
  order: MENU_SHEET_SECTIONS,
  of: menuSheetSection,
  labels: 'menuTypeSections',
};

type TypeGridProps<G extends string> = {
  /** In the order to show them inside a group: non-exclusive types first (offeredTypes, behaviour.md#menu-editor). */
  readonly types: readonly ContentTypeInfo[];
  readonly grouping: TypeGrouping<G>;
  readonly onPick: (typeId: number) => void;
  /** The accessible name of the grid, e.g. the sheet's or dialog's title. */
  readonly label: string;
};

/**
 * The type buttons of the menu-type sheet and the add-content dialog, in groups, each with a
 * one-line description so a receptionist knows what a type does; search covers name, internal key
 * and description.
 */
const TypeGridInner = <G extends string>({ types, grouping, onPick, label }: TypeGridProps<G>) => {
  const { t } = useTranslation();
  const baseId = useId();
  const [query, setQuery] = useState('');
  const texts = new Map(
    types.map((type) => {
      const display = typeDisplay(type.id);
      const name = display ? t(display.nameKey) : type.key;
      return [type.id, { name, hint: display ? t(display.hintKey) : '' }];
    }),
  );
  const shown = types.filter((type) => {
    const text = texts.get(type.id);
    return matchesTypeSearch(type, query, text?.name ?? type.key, text?.hint);
  });
  const groups = groupTypes(shown, grouping.order, grouping.of);

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
      {groups.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('menus.typePicker.noMatch')}
        </Typography>
      )}
      <Box role="group" aria-label={label}>
        {groups.map(({ group, types: members }) => {
          const headingId = `${baseId}-${group}`;
          return (
            <Box component="section" key={group} aria-labelledby={headingId} sx={{ mb: 2 }}>
              <Typography
                id={headingId}
                variant="subtitle2"
                component="h3"
                color="text.secondary"
                sx={{ mb: 1 }}
              >
                {t(`${grouping.labels}.${group}` as 'contentTypeGroups.textMedia')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
                  gap: 1,
                }}
              >
                {members.map((type) => {
                  const Icon = typeDisplay(type.id)?.Icon ?? Help;
                  const text = texts.get(type.id);
                  const hintId = `${baseId}-h${type.id}`;
                  return (
                    // The button holds the name alone (its accessible name is what it shows); its
                    // ::after stretches over the tile, so the description below is clickable too.
                    <Box
                      key={type.id}
                      sx={{
                        position: 'relative',
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'center',
                        gap: 0.5,
                        py: 1.25,
                        px: 1,
                        minHeight: 88,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        textAlign: 'center',
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      <Button
                        color="inherit"
                        onClick={() => onPick(type.id)}
                        aria-describedby={text?.hint ? hintId : undefined}
                        startIcon={<Icon color="primary" aria-hidden />}
                        sx={{
                          position: 'static',
                          flexDirection: 'column',
                          gap: 0.5,
                          p: 0,
                          minWidth: 0,
                          textTransform: 'none',
                          lineHeight: 1.2,
                          fontWeight: 500,
                          '& .MuiButton-startIcon': { m: 0 },
                          '&:hover': { bgcolor: 'transparent' },
                          '&::after': { content: '""', position: 'absolute', inset: 0 },
                          '&.Mui-focusVisible::after': {
                            outline: '2px solid',
                            outlineColor: 'primary.main',
                            borderRadius: 1,
                          },
                        }}
                      >
                        {text?.name}
                      </Button>
                      {text?.hint && (
                        <Typography
                          id={hintId}
                          aria-hidden
                          variant="caption"
                          color="text.secondary"
                          sx={{ lineHeight: 1.25 }}
                        >
                          {text.hint}
                        </Typography>
                      )}
                    </Box>
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};

export const TypeGrid = memo(TypeGridInner) as typeof TypeGridInner;
