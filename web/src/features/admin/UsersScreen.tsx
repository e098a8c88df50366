import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.tsx';
import { useSession } from '../../app/session.tsx';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { isEnterpriseAdmin } from './access.ts';
import {
  createUser,
  deleteUser,
  fetchUser,
  fetchUsers,
  type ManagedUser,
  resetUser,
  type SetupLink,
  type UserDetail,
  type UserFields,
  updateUser,
} from './api.ts';
import { adminErrorKey } from './errorText.ts';
import { AdminPage } from './Section.tsx';
import { SetupLinkDialog } from './SetupLinkDialog.tsx';
import { UserDialog } from './UserDialog.tsx';
import { type UserAction, UserRow } from './UserRow.tsx';

type Confirm = { action: 'delete' | 'deactivate' | 'reset'; user: ManagedUser };

/** "Usuarios": the enterprise's users, searched and paged, created, edited, reset, removed. */
export const UsersScreen = () => {
  const { t } = useTranslation();
  const { user: me, enterprise } = useSession();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const [editing, setEditing] = useState<{ user: UserDetail | null } | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [link, setLink] = useState<{ link: SetupLink; name: string; email: string } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const query = { enterprise: enterprise.ID, page: page + 1, size, search: search.trim() };
  const users = useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
    enabled: isEnterpriseAdmin(me),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'users'] });
  const admin = isEnterpriseAdmin(me);
  const meId = Number(me.ID);

  const onAction = (action: UserAction, user: ManagedUser) => {
    setFailure(null);
    if (action === 'edit')
      void fetchUser(user.ID).then((detail) => setEditing({ user: detail }), setFailure);
    else if (action === 'activate')
      void updateUser(user.ID, { Active: true }).then(() => refresh(), setFailure);
    else setConfirm({ action, user });
  };

  const confirmed = async () => {
    if (!confirm) return;
    const { action, user } = confirm;
    setConfirm(null);
    try {
      if (action === 'delete') {
        await deleteUser(user.ID);
        notify('admin.users.deleted', 'success');
      } else if (action === 'deactivate') await updateUser(user.ID, { Active: false });
      else setLink({ link: await resetUser(user.ID), name: user.Name, email: user.Email });
    } catch (error) {
      setFailure(error);
    }
    await refresh();
  };

  const save = async (fields: UserFields) => {
    const current = editing?.user;
    if (current) {
      await updateUser(current.ID, fields);
      notify('admin.users.saved', 'success');
    } else {
      const created = await createUser(fields);
      setLink({ link: created, name: created.Name, email: created.Email });
    }
    setEditing(null);
    await refresh();
  };

  const confirmText =
    confirm &&
    ({
      delete: ['admin.users.confirmDeleteTitle', 'admin.users.confirmDelete'],
      deactivate: ['admin.users.confirmDeactivateTitle', 'admin.users.confirmDeactivate'],
      reset: ['admin.users.confirmResetTitle', 'admin.users.confirmReset'],
    }[confirm.action] as ['admin.users.confirmDeleteTitle', 'admin.users.confirmDelete']);

  if (!admin) return <Alert severity="warning">{t('admin.errors.notAllowed')}</Alert>;
  return (
    <AdminPage title={t('admin.users.title')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          label={t('admin.users.search')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          sx={{ flex: 1 }}
          size="small"
        />
        {admin && (
          <Button
            variant="contained"
            startIcon={<PersonAdd />}
            onClick={() => setEditing({ user: null })}
          >
            {t('admin.users.add')}
          </Button>
        )}
      </Stack>
      {failure !== null && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {t(adminErrorKey(failure))}
        </Alert>
      )}
      <Paper>
        {users.isError && <Alert severity="error">{t('app.loadError')}</Alert>}
        <List aria-label={t('admin.users.title')} aria-busy={users.isFetching}>
          {users.data?.data.map((user) => (
            <UserRow
              key={user.ID}
              user={user}
              isSelf={user.ID === meId}
              canManage={admin && (!user.isAdmin || me.isAdmin)}
              onAction={onAction}
            />
          ))}
          {users.data?.data.length === 0 && <Alert severity="info">{t('admin.users.empty')}</Alert>}
        </List>
        <TablePagination
          component="div"
          count={users.data?.total ?? 0}
          page={page}
          rowsPerPage={size}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(e) => {
            setSize(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('admin.pagination.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('admin.pagination.of', { from, to, count })
          }
        />
      </Paper>
      {editing && (
        <UserDialog
          open
          user={editing.user}
          hidePointDefault={Boolean(
            (enterprise as { HideDishOrderPoint?: boolean }).HideDishOrderPoint,
          )}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirmText ? t(confirmText[0], { name: confirm?.user.Name }) : ''}
        message={confirmText ? t(confirmText[1]) : ''}
        destructive={confirm?.action !== 'reset'}
        confirmLabel={
          confirm
            ? t(
                (
                  {
                    delete: 'admin.users.delete',
                    deactivate: 'admin.users.deactivate',
                    reset: 'admin.users.resetPassword',
                  } as const
                )[confirm.action],
              )
            : undefined
        }
        onConfirm={() => void confirmed()}
        onClose={() => setConfirm(null)}
      />
      <SetupLinkDialog
        link={link?.link ?? null}
        name={link?.name ?? ''}
        email={link?.email}
        onClose={() => setLink(null)}
      />
    </AdminPage>
  );
};
