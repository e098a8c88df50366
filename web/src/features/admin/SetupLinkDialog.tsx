import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMomentFormat } from '../../app/venueTime.ts';
import type { SetupLink } from './api.ts';

/**
 * The one-time link, shown once to the administrator to hand over; when the server also mailed it,
 * the dialog says to which address (no mail server is assumed).
 * Copy uses the clipboard; where the browser refuses it, the link is selected for Ctrl+C.
 */
export const SetupLinkDialog = ({
  link,
  name,
  email,
  onClose,
}: {
  link: SetupLink | null;
  name: string;
  /** Where the server mailed the link, when it says it did. */
  email?: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const moment = useMomentFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.SetupURL);
      setCopied(true);
    } catch {
      input.current?.select();
    }
  };
  const expires = link ? moment(link.SetupExpiresAt) : '';
  return (
    <Dialog
      open={link !== null}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setCopied(false) } }}
    >
      <DialogTitle id={`${id}-title`}>{t('admin.users.linkTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('admin.users.linkHelp', { name, expires })}
          {link?.Mailed && email ? ` ${t('admin.users.linkMailed', { email })}` : ''}
        </DialogContentText>
        <TextField
          inputRef={input}
          label={t('admin.users.linkTitle')}
          value={link?.SetupURL ?? ''}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'setup-url' } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()} aria-live="polite">
          {copied ? t('admin.users.copied') : t('admin.users.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
