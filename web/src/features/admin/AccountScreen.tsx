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
import { changePassword, endOtherSessions, updateMyName } from './api.ts';
import { adminErrorKey, badFields } from './errorText.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
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

const PasswordForm = ({ onDirty }: { readonly onDirty: (dirty: boolean) => void }) => {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const mismatch = repeat !== '' && repeat !== next;
  const fields = badFields(error);
  const dirty = (current !== '' || next !== '' || repeat !== '') && !pending;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mismatch || pending) return;
    setPending(true);
    setError(null);
    changePassword(current, next).then(
      ({ token }) => {
        // The server ended every session, this one included: carry on with the new token.
        setToken(token);
        setCurrent('');
        setNext('');
        setRepeat('');
        setPending(false);
        notify('admin.account.passwordSaved', 'success');
      },
      (failure: unknown) => {
        setError(failure);
        setPending(false);
      },
    );
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {error !== null && (
        <Alert severity="error" role="alert">
          {t(adminErrorKey(error))}
        </Alert>
      )}
      <TextField
        label={t('admin.account.current')}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={fields.includes('current')}
      />
      <TextField
        label={t('admin.account.next')}
        type="password"
        autoComplete="new-password"
        required
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={fields.includes('next')}
        helperText={t('admin.account.rules')}
      />
      <TextField
        label={t('admin.account.repeat')}
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={mismatch}
        helperText={mismatch ? t('admin.account.mismatch') : ' '}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={pending || !current || !next || repeat !== next}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('admin.account.password')}
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
