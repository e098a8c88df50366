import { emptyTranslatable, translatedValue } from '@carta/domain/translatable';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ExtraGroup,
  type SavedExtraGroup,
  useExtraGroups,
  useSaveExtraGroups,
} from '../../../api/extra-groups.ts';
import { useEnterpriseContentLanguage } from '../../../widgets/TranslatableField/useEnterpriseContentLanguage.ts';
import { ExtraGroupDialog } from './ExtraGroupDialog.tsx';

/** "Elija 1", "Hasta 2", "Entre 1 y 3": the rule as the guest reads it. */
export const useGroupRule = () => {
  const { t } = useTranslation();
  return (g: { Min: number; Max: number }) =>
    g.Min === g.Max
      ? t('blocks.food.ruleExactly', { count: g.Max })
      : g.Min === 0
        ? t('blocks.food.ruleUpTo', { count: g.Max })
        : t('blocks.food.ruleBetween', { min: g.Min, max: g.Max });
};

/**
 * behaviour.md#extra-groups: the dish's modifier groups, in order (moved up and down), each opening
 * its dialog; saved at once, as the extras are.
 */
export const ExtraGroupsList = ({
  ws,
  contentId,
  languages,
}: {
  readonly ws: string;
  readonly contentId: number;
  readonly languages: readonly string[];
}) => {
  const { t } = useTranslation();
  const contentLanguage = useEnterpriseContentLanguage();
  const rule = useGroupRule();
  const query = useExtraGroups(ws, contentId);
  const save = useSaveExtraGroups(ws, contentId);
  const [editing, setEditing] = useState<ExtraGroup | null>(null);
  const list: readonly SavedExtraGroup[] = query.data ?? [];
  const commit = (next: readonly ExtraGroup[]) =>
    save.mutate(next, { onSuccess: () => setEditing(null) });
  const move = (index: number, by: -1 | 1) => {
    const next = [...list];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    commit(next);
  };
  const nameOf = (g: SavedExtraGroup) =>
    translatedValue(g.Name, contentLanguage) || t('blocks.food.unnamedGroup');

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h4">
          {t('blocks.food.groupsList')}
        </Typography>
        <Tooltip title={t('blocks.food.addGroup')}>
          <span>
            <IconButton
              color="primary"
              aria-label={t('blocks.food.addGroup')}
              disabled={!query.isSuccess || save.isPending}
              onClick={() => {
                save.reset();
                setEditing({ ID: 'new', Name: emptyTranslatable(languages), Min: 0, Max: 1 });
              }}
            >
              <Add />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {query.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('blocks.food.noGroups')}
        </Typography>
      )}
      <List dense disablePadding aria-label={t('blocks.food.groupsList')}>
        {list.map((group, index) => (
          <ListItem
            key={group.ID}
            disableGutters
            secondaryAction={
              <>
                <IconButton
                  size="small"
                  aria-label={t('blocks.food.groupUp', { name: nameOf(group) })}
                  disabled={index === 0 || save.isPending}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('blocks.food.groupDown', { name: nameOf(group) })}
                  disabled={index === list.length - 1 || save.isPending}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </>
            }
          >
            <Link
              component="button"
              type="button"
              onClick={() => {
                save.reset();
                setEditing(group);
              }}
            >
              {nameOf(group)}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              · {rule(group)}
            </Typography>
          </ListItem>
        ))}
      </List>
      <ExtraGroupDialog
        group={editing}
        languages={languages}
        saving={save.isPending}
        error={save.isError ? t('blocks.food.groupsSaveError') : null}
        onClose={() => setEditing(null)}
        onSave={(group) =>
          commit(
            group.ID === 'new'
              ? [...list, group]
              : list.map((g) => (g.ID === group.ID ? group : g)),
          )
        }
        onDelete={(id) => commit(list.filter((g) => g.ID !== id))}
      />
    </Stack>
  );
};
