import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, UserDetail, UserFields } from './api.ts';
import { adminErrorKey, badFields } from './errorText.ts';

/** behaviour.md#scopes: Permission holding 3 lets the user drag-reorder blocks. */
const REORDER = 3;

const initial = (user: UserDetail | null, hidePointDefault: boolean): UserFields => ({
  Name: user?.Name ?? '',
  Email: user?.Email ?? '',
  Role: user?.Role ?? 'staff',
  Permission: user?.Permission ?? [REORDER],
  HideDishOrderPoint: user?.HideDishOrderPoint ?? hidePointDefault,
  ShowCustomColorMenu: user?.ShowCustomColorMenu ?? false,
});

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Create (user null) or edit a user; the parent saves and answers a failure to show here. */
export const UserDialog = ({
  open,
  user,
  hidePointDefault,
  onSave,
  onClose,
}: {
  open: boolean;
  user: UserDetail | null;
  hidePointDefault: boolean;
  onSave: (fields: UserFields) => Promise<void>;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [fields, setFields] = useState(() => initial(user, hidePointDefault));
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [touched, setTouched] = useState(false);
  const set = <K extends keyof UserFields>(key: K, value: UserFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));
  const server = badFields(error);
  const nameBad = (touched && fields.Name.trim() === '') || server.includes('Name');
  const emailBad = (touched && !looksLikeEmail(fields.Email)) || server.includes('Email');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (fields.Name.trim() === '' || !looksLikeEmail(fields.Email) || pending) return;
    setPending(true);
    setError(null);
    onSave({ ...fields, Name: fields.Name.trim(), Email: fields.Email.trim() }).catch(
      (failure: unknown) => {
        setError(failure);
        setPending(false);
      },
    );
  };

  const reorder = fields.Permission.includes(REORDER);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>
          {user ? t('admin.users.editTitle') : t('admin.users.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error !== null && (
              <Alert severity="error" role="alert">
                {t(adminErrorKey(error))}
              </Alert>
            )}
            <TextField
              label={t('admin.users.name')}
              required
              autoFocus
              value={fields.Name}
              onChange={(e) => set('Name', e.target.value)}
              error={nameBad}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <TextField
              label={t('admin.users.email')}
              type="email"
              required
              value={fields.Email}
              onChange={(e) => set('Email', e.target.value)}
              error={emailBad}
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            <TextField
              select
              label={t('admin.users.role')}
              value={fields.Role}
              onChange={(e) => set('Role', e.target.value as Role)}
            >
              <MenuItem value="staff">{t('admin.users.roles.staff')}</MenuItem>
              <MenuItem value="admin">{t('admin.users.roles.admin')}</MenuItem>
            </TextField>
            <FormControlLabel
              control={
                <Checkbox
                  checked={reorder}
                  onChange={(e) =>
                    set(
                      'Permission',
                      e.target.checked
                        ? [...fields.Permission, REORDER]
                        : fields.Permission.filter((p) => p !== REORDER),
                    )
                  }
                />
              }
              label={t('admin.users.reorder')}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={fields.HideDishOrderPoint}
                  onChange={(e) => set('HideDishOrderPoint', e.target.checked)}
                />
              }
              label={t('admin.users.hidePoint')}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={fields.ShowCustomColorMenu}
                  onChange={(e) => set('ShowCustomColorMenu', e.target.checked)}
                />
              }
              label={t('admin.users.customColors')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
