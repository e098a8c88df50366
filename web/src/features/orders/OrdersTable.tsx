import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import type { Order } from './api.ts';
import { OverpaidChip, PaymentChip, StatusChip } from './chips.tsx';
import { formatMoney, formatTime } from './format.ts';

/** On a phone the dish count and the time give way to what decides the next step; the detail has them. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

type Props = {
  readonly orders: readonly Order[];
  readonly pointName: (id: number) => string;
  readonly onOpen: (order: Order) => void;
};

/** The desk's list: one row per order, its number opening the detail. */
export const OrdersTable = ({ orders, pointName, onOpen }: Props) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const locale = useUiLanguage();
  return (
    <Table size="small" aria-label={t('orders.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('orders.columns.number')}</TableCell>
          <TableCell>{t('orders.columns.point')}</TableCell>
          <TableCell>{t('orders.columns.status')}</TableCell>
          <TableCell>{t('orders.columns.payment')}</TableCell>
          <TableCell align="right" sx={WIDE_ONLY}>
            {t('orders.columns.items')}
          </TableCell>
          <TableCell align="right">{t('orders.columns.total')}</TableCell>
          <TableCell sx={WIDE_ONLY}>{t('orders.columns.time')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow
            key={order.ID}
            hover
            data-order={order.ID}
            sx={order.Overpaid > 0 ? { bgcolor: 'warning.light' } : undefined}
          >
            <TableCell component="th" scope="row">
              <Button
                size="small"
                onClick={() => onOpen(order)}
                aria-label={t('orders.open', { number: order.ID })}
                sx={{ minWidth: 0, fontWeight: 700 }}
              >
                {order.ID}
              </Button>
            </TableCell>
            <TableCell>{pointName(order.PointID)}</TableCell>
            <TableCell>
              <StatusChip status={order.Status} />
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                <PaymentChip status={order.PaymentStatus} />
                {order.Overpaid > 0 && (
                  <OverpaidChip amount={formatMoney(order.Overpaid, order.Currency, locale)} />
                )}
              </Stack>
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              {order.Items.reduce((sum, item) => sum + item.Quantity, 0)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(order.Total, order.Currency, locale)}
            </TableCell>
            <TableCell sx={WIDE_ONLY}>
              {formatTime(order.CreatedAt, locale, enterprise.TimeZone)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
