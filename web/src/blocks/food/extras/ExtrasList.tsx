import { emptyTranslatable, translatedValue } from '@carta/domain/translatable';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExtraGroups } from '../../../api/extra-groups.ts';
import { type Extra, useExtras, useSaveExtras } from '../../../api/extras.ts';
import { SavedNote, useSavedNote } from '../../../widgets/SavedNote/SavedNote.tsx';
import { useEnterpriseContentLanguage } from '../../../widgets/TranslatableField/useEnterpriseContentLanguage.ts';
import { ExtraDialog } from './ExtraDialog.tsx';
import { ExtrasTable } from './ExtrasTable.tsx';

/**
 * The dish's extras: read from the server, and after each add, edit or delete the whole list is
 * saved and read again (behaviour.md#editing). Nothing changes on screen until the server has it.
 */
export const ExtrasList = ({
  ws,
  contentId,
  languages,
}: {
  readonly ws: string;
  readonly contentId: number;
  readonly languages: readonly string[];
}) => {
  const { t } = useTranslation();
  const query = useExtras(ws, contentId);
  const save = useSaveExtras(ws, contentId);
  const [editing, setEditing] = useState<Extra | null>(null);
  const list = query.data ?? [];
  const contentLanguage = useEnterpriseContentLanguage();
  const groups = (useExtraGroups(ws, contentId).data ?? []).map((g) => ({
    ID: g.ID,
    label: translatedValue(g.Name, contentLanguage) || t('blocks.food.unnamedGroup'),
  }));

  const open = (extra: Extra) => {
    save.reset();
    setEditing(extra);
  };
  // Extras are stored at once (behaviour.md#editing), not with the menu's Save: the list says so.
  const saved = useSavedNote();
  const commit = (next: readonly Extra[]) =>
    save.mutate(next, {
      onSuccess: () => {
        setEditing(null);
        saved.show();
      },
    });

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h4">
          {t('blocks.food.extrasList')}
        </Typography>
        <SavedNote visible={saved.visible} label={t('blocks.food.extrasSaved')} />
        <Tooltip title={t('blocks.food.addExtra')}>
          <span>
            <IconButton
              color="primary"
              aria-label={t('blocks.food.addExtra')}
              disabled={!query.isSuccess}
              onClick={() =>
                open({
                  ExtraID: 'new',
                  MenuContentID: contentId,
                  Name: emptyTranslatable(languages),
                  Price: null,
                })
              }
            >
              <Add />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {query.isPending && <LinearProgress aria-label={t('blocks.food.loadingExtras')} />}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('app.retry')}
            </Button>
          }
        >
          {t('blocks.food.extrasLoadError')}
        </Alert>
      )}
      {query.isSuccess && <ExtrasTable extras={list} groups={groups} onOpen={open} />}
      <ExtraDialog
        extra={editing}
        languages={languages}
        groups={groups}
        saving={save.isPending}
        error={save.isError ? t('blocks.food.extrasSaveError') : null}
        onClose={() => setEditing(null)}
        onSave={(extra) =>
          commit(
            extra.ExtraID === 'new'
              ? [...list, extra]
              : list.map((e) => (e.ExtraID === extra.ExtraID ? extra : e)),
          )
        }
        onDelete={(id) => commit(list.filter((e) => e.ExtraID !== id))}
      />
    </Stack>
  );
};
