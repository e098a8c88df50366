import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setStoredEnterpriseId, setToken } from '../../api/session.ts';
import { useSession } from '../../app/session.tsx';
import { createEnterprise, fetchEnterprises, type SetupLink, switchEnterprise } from './api.ts';
import { adminErrorKey } from './errorText.ts';
import { SetupLinkDialog } from './SetupLinkDialog.tsx';

/** Platform administrators: move to another enterprise without logging out, or create one. */
export const EnterprisesCard = () => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const list = useQuery({
    queryKey: ['admin', 'enterprises'],
    queryFn: ({ signal }) => fetchEnterprises(signal),
  });
  const [target, setTarget] = useState(enterprise.ID);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [link, setLink] = useState<SetupLink | null>(null);

  const go = () =>
    switchEnterprise(Number(target)).then(({ token }) => {
      setToken(token);
      setStoredEnterpriseId(target);
      // A new session in another enterprise: everything cached belongs to the old one.
      window.location.hash = '#/';
      window.location.reload();
    }, setError);

  const create = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    createEnterprise({
      Name: name.trim(),
      AdminEmail: email.trim(),
      Languages: enterprise.Languages,
      TimeZone: enterprise.TimeZone ?? 'Europe/Madrid',
    }).then((created) => {
      setLink(created);
      setName('');
      setEmail('');
      void list.refetch();
    }, setError);
  };

  return (
    <Stack spacing={3}>
      {error !== null && <Alert severity="error">{t(adminErrorKey(error))}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('admin.settings.switchTo')}
          value={list.data ? target : ''}
          onChange={(e) => setTarget(e.target.value)}
          sx={{ minWidth: 260 }}
        >
          {list.data?.data.map((e) => (
            <MenuItem key={e.ID} value={String(e.ID)}>
              {e.Name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void go()} disabled={target === enterprise.ID}>
          {t('admin.settings.switch')}
        </Button>
      </Stack>
      <Stack component="form" noValidate onSubmit={create} spacing={2}>
        <Typography variant="subtitle1" component="h3">
          {t('admin.settings.newEnterprise')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            size="small"
            required
            label={t('admin.settings.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            size="small"
            required
            type="email"
            label={t('admin.settings.adminEmail')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" variant="outlined" disabled={!name.trim() || !email.includes('@')}>
            {t('admin.settings.create')}
          </Button>
        </Stack>
      </Stack>
      <SetupLinkDialog link={link} name={email} email={email} onClose={() => setLink(null)} />
    </Stack>
  );
};
