import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { login, logout } from '../../api/endpoints.ts';
import {
  clearToken,
  forgetSessionEndReason,
  getToken,
  sessionEndReason,
  setStoredEnterpriseId,
  setToken,
} from '../../api/session.ts';
import type { LoginHandOver } from '../../app/AuthenticatedRoot.tsx';
import { LanguageSwitch } from '../../app/LanguageSwitch.tsx';
import { LoginField } from './LoginField.tsx';
import { loginErrorKey, sessionEndedKey } from './loginError.ts';

export const LoginScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // A session the server ended (an administrator, a password change) says why here, once.
  const [ended] = useState(sessionEndReason);
  useEffect(() => forgetSessionEndReason(), []);

  // Reaching the login screen ends the session: logout, an expired token and a 403 all land here.
  // What was cached or announced for the previous user went with the screens behind the login
  // (AuthenticatedRoot), so nothing of it can show to the next one.
  // The server ends that session too, on every process, so a copy of the token is dead as well.
  useEffect(() => {
    const token = getToken();
    clearToken();
    if (token) void logout(token);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    login(email.trim(), password).then(
      ({ token, user }) => {
        setToken(token);
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
      <Paper sx={{ width: '100%', maxWidth: 400, p: 4 }} elevation={3}>
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
          {t('login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('login.subtitle')}
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          {ended !== null && error === null && (
            <Alert severity="info" role="status">
              {t(sessionEndedKey(ended))}
            </Alert>
          )}
          {error !== null && (
            <Alert severity="error" role="alert">
              {t(loginErrorKey(error))}
            </Alert>
          )}
          <LoginField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            autoFocus
          />
          <LoginField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={pending || email.trim() === '' || password === ''}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <LoginIcon />}
          >
            {t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
};
