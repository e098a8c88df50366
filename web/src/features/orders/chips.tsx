import type { OrderStatus, PaymentStatus } from '@carta/domain/orders';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<OrderStatus, ChipProps['color']> = {
  open: 'default',
  confirmed: 'warning',
  checked: 'info',
  closed: 'success',
  finalized: 'default',
  cancelled: 'error',
};

const PAYMENT_COLOR: Record<PaymentStatus, ChipProps['color']> = {
  none: 'default',
  pending: 'warning',
  partial: 'warning',
  paid: 'success',
  refunded: 'info',
};

/** An order's state in words, its meaning on hover and to screen readers. */
export const StatusChip = ({ status }: { readonly status: OrderStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`orders.status.${status}`)}
      title={t(`orders.statusHint.${status}`)}
      color={STATUS_COLOR[status]}
      variant={status === 'finalized' ? 'outlined' : 'filled'}
      data-status={status}
    />
  );
};

/** The order's payment state (filled by the payments issue; `none` until then). */
export const PaymentChip = ({ status }: { readonly status: PaymentStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`orders.payment.${status}`)}
      color={PAYMENT_COLOR[status]}
      data-payment={status}
    />
  );
};

/** Money received beyond the order's total: staff refund it, so it must not go unseen. */
export const OverpaidChip = ({ amount }: { readonly amount: string }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="warning"
      label={t('orders.money.overpaidChip', { amount })}
      data-overpaid=""
    />
  );
};
