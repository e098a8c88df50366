import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors.ts';
import { notify } from '../../app/notifications.tsx';
import { useSession } from '../../app/session.tsx';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import type { Order, PaymentAttempt } from './api.ts';
import { formatDateTime, formatMoney } from './format.ts';
import { paymentsQuery, useRefund } from './queries.ts';

const STATE_COLOR = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
  expired: 'default',
  refunded: 'info',
} as const satisfies Record<PaymentAttempt['State'], string>;

/**
 * An order's card payment attempts (provider, amount, state, times) and the refund of the paid one,
 * asked for first. Read again whenever the order's payment moves (the live stream updates the order).
 */
export const OrderPayments = ({ ws, order }: { readonly ws: string; readonly order: Order }) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const locale = useUiLanguage();
  const attempts = useQuery(
    paymentsQuery(ws, order.ID, `${order.PaymentStatus}|${order.UpdatedAt}`),
  );
  const refund = useRefund(ws);
  const [asking, setAsking] = useState(false);
  const when = (iso: string) => formatDateTime(iso, locale, enterprise.TimeZone);
  const list = attempts.data ?? [];
  const paid = list.find((a) => a.State === 'paid');

  const doRefund = () => {
    setAsking(false);
    refund.mutate(order.ID, {
      onSuccess: () => notify('orders.payments.refunded', 'success'),
      onError: (error) =>
        notify(
          isApiError(error) && error.status === 409
            ? 'orders.payments.notRefundable'
            : 'orders.payments.refundError',
          'error',
          { persist: true },
        ),
    });
  };

  if (list.length === 0 && !attempts.isError) return null;
  return (
    <section aria-labelledby={`payments-${order.ID}`}>
      <Typography id={`payments-${order.ID}`} variant="subtitle1" component="h3">
        {t('orders.payments.title')}
      </Typography>
      {attempts.isError && (
        <Typography color="error" variant="body2">
          {t('orders.payments.loadError')}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((a) => (
          <li key={a.ID} data-attempt={a.ID} data-attempt-state={a.State}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`orders.payments.provider.${a.Provider}`, { defaultValue: a.Provider })}
              </Typography>
              <Typography variant="body2">{formatMoney(a.Amount, a.Currency, locale)}</Typography>
              <Chip
                size="small"
                variant="outlined"
                color={STATE_COLOR[a.State]}
                label={t(`orders.payments.state.${a.State}`)}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('orders.payments.started')}: {when(a.CreatedAt)} · {t('orders.payments.changed')}:{' '}
              {when(a.UpdatedAt)}
            </Typography>
          </li>
        ))}
      </Stack>
      {paid && (
        <Button
          sx={{ mt: 1 }}
          color="error"
          variant="outlined"
          disabled={refund.isPending}
          onClick={() => setAsking(true)}
        >
          {t('orders.payments.refund')}
        </Button>
      )}
      {asking && paid && (
        <ConfirmDialog
          open
          title={t('orders.payments.confirmTitle', { number: order.ID })}
          message={t('orders.payments.confirmBody', {
            amount: formatMoney(paid.Amount, paid.Currency, locale),
          })}
          confirmLabel={t('orders.payments.refund')}
          cancelLabel={t('orders.payments.keep')}
          destructive
          onClose={() => setAsking(false)}
          onConfirm={doRefund}
        />
      )}
    </section>
  );
};
