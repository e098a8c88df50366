import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/queries.ts';
import { setToken } from '../../api/session.ts';
import { notify } from '../../app/notifications.tsx';
import { useSession } from '../../app/session.tsx';
import { endOtherSessions, updateMyName } from './api.ts';
import { adminErrorKey } from './errorText.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { AdminPage, Section } from './Section.tsx';

const NameForm = ({ onDirty }: { readonly onDirty: (dirty: boolean) => void }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const client = useQueryClient();
  const [name, setName] = useState(user.Name);
  const [error, setError] = useState<unknown>(null);
  const dirty = name.trim() !== user.Name;
  // Also told from the keystroke itself: the leave guard must know in the same render, or an
  // address typed right after it would leave through the gap before this effect runs.
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    updateMyName(name.trim()).then((me) => {
      client.setQueryData(queryKeys.me, { ...user, Name: me.Name });
      notify('admin.account.nameSaved', 'success');
    }, setError);
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {error !== null && <Alert severity="error">{t(adminErrorKey(error))}</Alert>}
      <TextField
        label={t('admin.account.name')}
        required
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          onDirty(e.target.value.trim() !== user.Name);
        }}
        error={name.trim() === ''}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={name.trim() === '' || name === user.Name}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('common.save')}
      </Button>
    </Stack>
  );
};

const SessionsCard = () => {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const end = () => {
    setError(null);
    endOtherSessions().then(({ token }) => {
      setToken(token);
      notify('admin.account.endedOthers', 'success');
    }, setError);
  };
  return (
    <>
      <Typography color="text.secondary">{t('admin.account.sessionsHelp')}</Typography>
      {error !== null && <Alert severity="error">{t(adminErrorKey(error))}</Alert>}
      <Button variant="outlined" onClick={end} sx={{ alignSelf: 'flex-start' }}>
        {t('admin.account.endOthers')}
      </Button>
    </>
  );
};

/** "Mi cuenta": every user's own name, password and sessions (behaviour.md#administration, behaviour.md#data). */
export const AccountScreen = () => {
  const { t } = useTranslation();
  const [nameDirty, setNameDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  return (
    <AdminPage title={t('admin.account.title')}>
      <LeaveGuard dirty={nameDirty || passwordDirty} message={t('admin.leaveMessage')} />
      <Section title={t('admin.account.profile')}>
        <NameForm onDirty={setNameDirty} />
      </Section>
      <Section title={t('admin.account.password')}>
        <PasswordForm onDirty={setPasswordDirty} />
      </Section>
      <Section title={t('admin.account.sessions')}>
        <SessionsCard />
      </Section>
    </AdminPage>
  );
};
