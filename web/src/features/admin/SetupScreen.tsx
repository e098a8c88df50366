import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { setStoredEnterpriseId, setToken } from '../../api/session.ts';
import type { LoginHandOver } from '../../app/AuthenticatedRoot.tsx';
import { LanguageSwitch } from '../../app/LanguageSwitch.tsx';
import { checkSetupLink, setUpPassword } from './api.ts';
import { adminErrorKey } from './errorText.ts';
import { LeaveGuard } from './LeaveGuard.tsx';

/** `#/setup?token=…`: the one-time link's page, where a new or reset user chooses a password. */
export const SetupScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const mismatch = repeat !== '' && repeat !== password;
  // A used or expired link says so as the page opens, before anyone types two passwords.
  const [refused, setRefused] = useState<'expired' | 'invalid' | null>(null);
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    // A failed check (offline) leaves the form: the save itself still answers.
    checkSetupLink(token, abort.signal).then(
      ({ state }) => setRefused(state === 'valid' ? null : state),
      () => undefined,
    );
    return () => abort.abort();
  }, [token]);
  const typed = (password !== '' || repeat !== '') && !pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || mismatch || !token) return;
    setPending(true);
    setError(null);
    setUpPassword(token, password).then(
      (answer) => {
        setToken(answer.token);
        const user = { ...answer.user, EnterpriseID: String(answer.user.EnterpriseID) };
        setStoredEnterpriseId(user.EnterpriseID);
        const handOver: LoginHandOver = { user };
        navigate('/', { replace: true, state: handOver });
      },
      (failure: unknown) => {
        setError(failure);
        setPending(false);
      },
    );
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }} elevation={3}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
        >
          <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
          <LanguageSwitch />
        </Stack>
        <Typography variant="h5" component="h1">
          {t('admin.setup.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('admin.setup.subtitle')}
        </Typography>
        <LeaveGuard dirty={typed} message={t('admin.leaveMessage')} />
        {refused ? (
          <Stack spacing={2}>
            <Alert severity="error" role="alert">
              {t(refused === 'expired' ? 'admin.setup.expired' : 'admin.setup.used')}
            </Alert>
            <Button variant="contained" onClick={() => navigate('/login', { replace: true })}>
              {t('admin.setup.toLogin')}
            </Button>
          </Stack>
        ) : (
          <Stack component="form" noValidate onSubmit={submit} spacing={2}>
            {!token && <Alert severity="error">{t('admin.setup.missing')}</Alert>}
            {error !== null && (
              <Alert severity="error" role="alert">
                {t(adminErrorKey(error))}
              </Alert>
            )}
            <TextField
              label={t('admin.setup.password')}
              type="password"
              autoComplete="new-password"
              required
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              helperText={t('admin.account.rules')}
            />
            <TextField
              label={t('admin.setup.repeat')}
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
              size="large"
              disabled={pending || !token || password === '' || repeat !== password}
            >
              {t('admin.setup.submit')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
};
