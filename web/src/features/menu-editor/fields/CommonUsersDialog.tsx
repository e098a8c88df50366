import { filterUsers, type NamedUser } from '@carta/domain/menu-editing';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.tsx';
import { saveMenuUsers } from '../api.ts';
import { editorQueryKeys } from '../queries.ts';

type CommonUsersDialogProps = {
  readonly menuId: number;
  readonly users: readonly NamedUser[];
  readonly assigned: readonly number[];
  readonly onClose: () => void;
  /** The server stored the assignment (at once, not with the menu's Save). */
  readonly onSaved?: () => void;
};

/**
 * behaviour.md#menu-editor: a checkbox list, Cancel and Save; each user shows its enterprise and e-mail (an
 * administrator picks among every hotel's staff), and the search covers all three. 400 wide; the
 * details wrap under the name.
 */
export const CommonUsersDialog = ({
  menuId,
  users,
  assigned,
  onClose,
  onSaved,
}: CommonUsersDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(() => new Set(assigned));
  const [saving, setSaving] = useState(false);
  const shown = filterUsers(users, query);

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    setSaving(true);
    try {
      const answer = await saveMenuUsers(menuId, [...chosen]);
      queryClient.setQueryData(editorQueryKeys.menuUsers(menuId), answer);
      notify('menus.users.saved', 'success');
      onSaved?.();
      onClose();
    } catch {
      setSaving(false);
      notify('menus.users.saveError', 'error');
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 400 } } }}
    >
      <DialogTitle id={titleId}>{t('menus.users.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: 1 }}>
        <TextField
          label={t('menus.users.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          size="small"
          fullWidth
          autoFocus
          type="search"
          sx={{ px: 1, mb: 1 }}
        />
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t('menus.users.noMatch')}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {shown.map((user) => {
              const labelId = `${titleId}-user-${user.ID}`;
              const detailId = `${labelId}-detail`;
              const detail = [user.EnterpriseName, user.Email].filter(Boolean).join(' · ');
              return (
                // One control per row: the label toggles its checkbox, no button around it.
                <ListItem key={user.ID} disablePadding>
                  <Box
                    component="label"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      width: '100%',
                      px: 1,
                      borderRadius: 1,
                      cursor: 'pointer',
                      '&:hover': { bgcolor: 'action.hover' },
                    }}
                  >
                    <Checkbox
                      checked={chosen.has(user.ID)}
                      onChange={() => toggle(user.ID)}
                      slotProps={{
                        input: {
                          'aria-labelledby': labelId,
                          'aria-describedby': detail ? detailId : undefined,
                        },
                      }}
                    />
                    <ListItemText
                      primary={user.Name}
                      secondary={detail || undefined}
                      slotProps={{
                        primary: { id: labelId },
                        secondary: { id: detailId, sx: { overflowWrap: 'anywhere' } },
                      }}
                    />
                  </Box>
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
