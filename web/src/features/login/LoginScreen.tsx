import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { login } from '../../api/endpoints.ts';
import { queryKeys } from '../../api/queries.ts';
import { clearToken, setStoredEnterpriseId, setToken } from '../../api/session.ts';
import { LanguageSwitch } from '../../app/LanguageSwitch.tsx';
import { clearNotifications } from '../../app/notifications.tsx';
import { loginErrorKey } from './loginError.ts';

export const LoginScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  // Reaching the login screen ends the session: logout, an expired token and a 403 all land here,
  // and nothing cached for the previous user may show to the next one.
  useEffect(() => {
    clearToken();
    queryClient.clear();
    clearNotifications();
  }, [queryClient]);

  const mutation = useMutation({
    mutationFn: () => login(email.trim(), password),
    onSuccess: ({ token, user }) => {
      setToken(token);
      setStoredEnterpriseId(user.EnterpriseID);
      queryClient.setQueryData(queryKeys.me, user);
      navigate('/', { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate();
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
          {mutation.isError && (
            <Alert severity="error" role="alert">
              {t(loginErrorKey(mutation.error))}
            </Alert>
          )}
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoFocus
            fullWidth
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={mutation.isPending || email.trim() === '' || password === ''}
            startIcon={
              mutation.isPending ? <CircularProgress size={18} color="inherit" /> : <LoginIcon />
            }
          >
            {t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
};
