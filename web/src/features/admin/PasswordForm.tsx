import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setToken } from '../../api/session.ts';
import { notify } from '../../app/notifications.tsx';
import { changePassword } from './api.ts';
import { adminErrorKey, badFields } from './errorText.ts';

type Typed = { readonly current: string; readonly next: string; readonly repeat: string };

const anyTyped = ({ current, next, repeat }: Typed) =>
  current !== '' || next !== '' || repeat !== '';

/** Mi cuenta's change of password; `onDirty` tells the screen's leave guard of anything typed. */
export const PasswordForm = ({ onDirty }: { readonly onDirty: (dirty: boolean) => void }) => {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const mismatch = repeat !== '' && repeat !== next;
  const fields = badFields(error);
  const typed = { current, next, repeat };
  const dirty = anyTyped(typed) && !pending;
  // What no keystroke does (a change pending, the fields emptied once it is saved) reaches the
  // guard from this effect.
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  // A keystroke tells the guard itself, in its own event: told only from the effect, an address
  // typed right after it left through the gap before the effect ran.
  const change =
    (field: keyof Typed, set: (value: string) => void) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      set(event.target.value);
      onDirty(anyTyped({ ...typed, [field]: event.target.value }) && !pending);
    };
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
        onChange={change('current', setCurrent)}
        error={fields.includes('current')}
      />
      <TextField
        label={t('admin.account.next')}
        type="password"
        autoComplete="new-password"
        required
        value={next}
        onChange={change('next', setNext)}
        error={fields.includes('next')}
        helperText={t('admin.account.rules')}
      />
      <TextField
        label={t('admin.account.repeat')}
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={change('repeat', setRepeat)}
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
