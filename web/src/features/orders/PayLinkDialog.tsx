import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import { PointQrImage } from '../points/PointQrImage.tsx';
import { fetchPaymentType, type Order, payLink } from './api.ts';
import { formatDateTime, formatMoney } from './format.ts';

/**
 * A payment link of what the order still owes, as a QR code to show at the table and as a link to
 * send: one attempt for whoever opens it first, until it expires.
 */
export const PayLinkDialog = ({
  ws,
  order,
  onClose,
}: {
  readonly ws: string;
  readonly order: Order;
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const locale = useUiLanguage();
  const link = useQuery({
    queryKey: ['orders', ws, 'pay-link', order.ID, order.UpdatedAt],
    queryFn: async () => {
      const provider = await fetchPaymentType(ws);
      if (provider === null) return null;
      const { data } = await payLink(ws, order.ID, provider);
      return { ...data, url: new URL(data.url, window.location.origin).href };
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const due = formatMoney(order.Due, order.Currency, locale);
  return (
    <Dialog open onClose={onClose} aria-labelledby="pay-link-title" maxWidth="xs" fullWidth>
      <DialogTitle id="pay-link-title">
        {t('orders.payLink.title', { number: order.ID })}
      </DialogTitle>
      <DialogContent>
        {link.isPending && (
          <CircularProgress aria-label={t('orders.payLink.title', { number: order.ID })} />
        )}
        {link.isError && <Alert severity="error">{t('orders.payLink.error')}</Alert>}
        {link.data === null && <Alert severity="info">{t('orders.payLink.off')}</Alert>}
        {link.data && (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography>{t('orders.payLink.amount', { amount: due })}</Typography>
            <PointQrImage url={link.data.url} label={t('orders.payLink.qr', { amount: due })} />
            <TextField
              label={t('orders.payLink.link')}
              value={link.data.url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-pay-link': '' } }}
              onFocus={(e) => e.target.select()}
            />
            <Typography variant="body2" color="text.secondary">
              {t('orders.payLink.expires', {
                time: formatDateTime(link.data.ExpiresAt, locale, enterprise.TimeZone),
              })}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {link.data && (
          <Button onClick={() => void navigator.clipboard?.writeText(link.data?.url ?? '')}>
            {t('orders.payLink.copy')}
          </Button>
        )}
        <Button onClick={onClose}>{t('orders.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
