import { translatedValue } from '@carta/domain';
import { moveTargets } from '@carta/domain/menu-editing';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menusQuery } from '../../api/queries.ts';
import { useEnterpriseContentLanguage } from '../../widgets/TranslatableField/useEnterpriseContentLanguage.ts';
import { useMenuEditorStore } from './store.ts';
import { useBlockActions } from './useBlockActions.ts';

type Option = { readonly ID: number; readonly label: string };

/**
 * behaviour.md#menu-editor 'select menu' (500px): an autocomplete of the menus by Name, ID as the value, menus with
 * submenus left out; Move tells the server and opens the target menu.
 */
export const MoveBlockDialog = ({ blockKey }: { readonly blockKey: string }) => {
  const { t } = useTranslation();
  const contentLanguage = useEnterpriseContentLanguage();
  const titleId = useId();
  const owner = useMenuEditorStore((state) => state.owner) ?? '';
  const currentId = useMenuEditorStore((state) => state.menu?.ID ?? null);
  const modified = useMenuEditorStore((state) => state.modified);
  const close = useMenuEditorStore((state) => state.openBlockDialog);
  const menus = useQuery(menusQuery(owner));
  const { move } = useBlockActions();
  const [target, setTarget] = useState<Option | null>(null);
  const [moving, setMoving] = useState(false);
  const options = useMemo<Option[]>(
    () =>
      moveTargets(menus.data ?? [], currentId).map((menu) => ({
        ID: menu.ID,
        label: translatedValue(menu.Name, contentLanguage) || t('menus.untitled'),
      })),
    [menus.data, currentId, contentLanguage, t],
  );

  const submit = async () => {
    // behaviour.md#validation: a move needs a selected menu; without one nothing happens.
    if (!target) return;
    setMoving(true);
    const moved = await move(blockKey, target.ID);
    if (!moved) setMoving(false);
  };

  return (
    <Dialog
      open
      onClose={() => close(null)}
      aria-labelledby={titleId}
      maxWidth={false}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      <DialogTitle id={titleId}>{t('contents.moveDialog.title')}</DialogTitle>
      <DialogContent>
        {modified && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('contents.moveDialog.unsaved')}
          </Alert>
        )}
        <Autocomplete
          options={options}
          value={target}
          onChange={(_event, value) => setTarget(value)}
          isOptionEqualToValue={(option, value) => option.ID === value.ID}
          getOptionKey={(option) => option.ID}
          loading={menus.isPending}
          noOptionsText={t('contents.moveDialog.noMenus')}
          renderInput={(params) => (
            <TextField {...params} label={t('contents.moveDialog.menu')} autoFocus sx={{ mt: 1 }} />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(null)}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!target || modified || moving}
        >
          {t('contents.moveDialog.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
