import { selectedUserNames } from '@carta/domain/menu-editing';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedNote, useSavedNote } from '../../../widgets/SavedNote/SavedNote.tsx';
import { menuUsersQuery, usersQuery } from '../queries.ts';
import { CommonUsersDialog } from './CommonUsersDialog.tsx';

/** behaviour.md#menu-editor on the editor: the assigned users' names, comma-joined, and 'assign'. Admins only. */
export const CommonUsersField = ({ menuId }: { readonly menuId: number }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const users = useQuery(usersQuery());
  const assigned = useQuery(menuUsersQuery(menuId));
  const names = selectedUserNames(users.data ?? [], assigned.data ?? []);
  // Assigning users is stored at once (behaviour.md#menu-editor), not with Save: the field says so.
  const saved = useSavedNote();

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          {t('menus.users.assigned')}
        </Typography>
        <Typography color={names ? 'text.primary' : 'text.secondary'} data-testid="assigned-users">
          {users.isPending || assigned.isPending
            ? t('app.loading')
            : users.isError || assigned.isError
              ? t('menus.users.loadError')
              : names || t('menus.users.none')}
        </Typography>
      </Stack>
      <SavedNote visible={saved.visible} label={t('menus.immediate.saved')} />
      <Button variant="outlined" startIcon={<GroupAdd />} onClick={() => setOpen(true)}>
        {t('menus.users.assign')}
      </Button>
      {open && (
        <CommonUsersDialog
          menuId={menuId}
          users={users.data ?? []}
          assigned={assigned.data ?? []}
          onClose={() => setOpen(false)}
          onSaved={saved.show}
        />
      )}
    </Stack>
  );
};
