import Alert from '@mui/material/Alert';
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
import type { Order, PaymentAttempt } from './api.ts';
import { formatDateTime, formatMoney } from './format.ts';
import { paymentsQuery, useRefund } from './queries.ts';
import { RefundDialog, refundableMinor } from './RefundDialog.tsx';

const STATE_COLOR = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
  expired: 'default',
  refunded: 'info',
} as const satisfies Record<PaymentAttempt['State'], string>;

/**
 * An order's card payments (provider, amount, tip, refunded, reference, state, times) and the
 * refund of one of them, whole or in part, asked for first. Read again whenever the order's
 * payment moves (the live stream updates the order).
 */
export const OrderPayments = ({ ws, order }: { readonly ws: string; readonly order: Order }) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const locale = useUiLanguage();
  const attempts = useQuery(
    paymentsQuery(ws, order.ID, `${order.PaymentStatus}|${order.UpdatedAt}`),
  );
  const refund = useRefund(ws);
  const [asking, setAsking] = useState<PaymentAttempt | null>(null);
  const when = (iso: string) => formatDateTime(iso, locale, enterprise.TimeZone);
  const list = attempts.data ?? [];

  const doRefund = (attempt: PaymentAttempt, amount: number | undefined) => {
    setAsking(null);
    refund.mutate(
      { id: order.ID, attempt: attempt.ID, amount },
      {
        onSuccess: () => notify('orders.payments.refunded', 'success'),
        onError: (error) =>
          notify(
            isApiError(error) && error.status === 409
              ? 'orders.payments.notRefundable'
              : 'orders.payments.refundError',
            'error',
            { persist: true },
          ),
      },
    );
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
        {list.map((a) => {
          const money = (amount: number) => formatMoney(amount, a.Currency, locale);
          const refunded = a.Refunded;
          return (
            <li key={a.ID} data-attempt={a.ID} data-attempt-state={a.State}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`orders.payments.provider.${a.Provider}`, { defaultValue: a.Provider })}
                </Typography>
                <Typography variant="body2">{money(a.Amount)}</Typography>
                {a.Tip > 0 && (
                  <Typography variant="body2">
                    + {t('orders.payments.tip', { amount: money(a.Tip) })}
                  </Typography>
                )}
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATE_COLOR[a.State]}
                  label={t(`orders.payments.state.${a.State}`)}
                />
                {refunded > 0 && a.State === 'paid' && (
                  <Chip
                    size="small"
                    color="info"
                    label={t('orders.payments.partlyRefunded', { amount: money(refunded) })}
                  />
                )}
              </Stack>
              {a.ReconcileFailedAt && a.State === 'pending' && (
                <Alert severity="warning" sx={{ my: 0.5 }} data-lookup-retired="">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('orders.payments.lookupRetired')}
                  </Typography>
                  <Typography variant="body2">
                    {t('orders.payments.lookupRetiredHint', {
                      provider: t(`orders.payments.provider.${a.Provider}`, {
                        defaultValue: a.Provider,
                      }),
                      time: when(a.ReconcileFailedAt),
                    })}
                  </Typography>
                  {a.ReconcileError && (
                    <Typography variant="caption" component="p">
                      {t('orders.payments.lookupRetiredReason', { reason: a.ReconcileError })}
                    </Typography>
                  )}
                </Alert>
              )}
              <Typography variant="body2" color="text.secondary">
                {a.Reference && `${t('orders.payments.reference')}: ${a.Reference} · `}
                {t('orders.payments.started')}: {when(a.CreatedAt)} · {t('orders.payments.changed')}
                : {when(a.UpdatedAt)}
              </Typography>
              {refundableMinor(a) > 0 && (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  sx={{ mt: 0.5 }}
                  disabled={refund.isPending}
                  onClick={() => setAsking(a)}
                >
                  {t('orders.payments.refund')}
                </Button>
              )}
            </li>
          );
        })}
      </Stack>
      {asking && (
        <RefundDialog
          reference={asking.Reference ?? String(asking.ID)}
          currency={asking.Currency}
          left={refundableMinor(asking)}
          onClose={() => setAsking(null)}
          onConfirm={(amount) => doRefund(asking, amount)}
        />
      )}
    </section>
  );
};
