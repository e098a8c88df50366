import { transition } from '@carta/domain/orders';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { OrderPrintJobs } from '../integrations/OrderPrintJobs.tsx';
import type { DeskAction } from './api.ts';
import { PaymentChip, StatusChip } from './chips.tsx';
import { formatDateTime, itemName } from './format.ts';
import { OrderItems } from './OrderItems.tsx';
import { OrderMoney } from './OrderMoney.tsx';
import { OrderPayments } from './OrderPayments.tsx';
import { PayLinkDialog } from './PayLinkDialog.tsx';
import { orderQuery } from './queries.ts';
import { SoldOutToggle } from './service/SoldOutPanel.tsx';
import { TicketDialog } from './TicketDialog.tsx';
import { type AnyDeskAction, useRunAction } from './useRunAction.ts';

/** The desk's buttons, in the order an order moves; the transition table decides which show. */
const FORWARD: readonly DeskAction[] = ['confirm', 'check', 'close', 'finalize'];
/** Actions that lose something: asked for first. */
type Losing = 'cancel' | 'delete';

type Props = {
  readonly ws: string;
  readonly orderId: number;
  readonly pointName: (id: number) => string;
  readonly language: string;
  readonly onClose: () => void;
};

/** One order: its dishes, totals, payment, point and times, and what staff may do with it now. */
export const OrderDetailDialog = ({ ws, orderId, pointName, language, onClose }: Props) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const locale = useUiLanguage();
  const order = useQuery(orderQuery(ws, orderId));
  const { run, pending } = useRunAction(ws);
  const [asking, setAsking] = useState<Losing | null>(null);
  const [printing, setPrinting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const number = orderId;
  const data = order.data;
  const allowed = (action: AnyDeskAction) =>
    data !== undefined &&
    transition(data.Status, action === 'delete' ? 'deleteOrder' : action, 'staff').ok;
  const when = (iso: string) => formatDateTime(iso, locale, enterprise.TimeZone);

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="order-detail-title">
        <DialogTitle id="order-detail-title">
          {t('orders.number', { number })}
          {data && ` · ${pointName(data.PointID)}`}
        </DialogTitle>
        <DialogContent dividers>
          {order.isPending && <CircularProgress aria-label={t('orders.number', { number })} />}
          {order.isError && <Alert severity="error">{t('orders.detail.loadError')}</Alert>}
          {data && (
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <StatusChip status={data.Status} />
                <PaymentChip status={data.PaymentStatus} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('orders.detail.createdAt')}: {when(data.CreatedAt)} ·{' '}
                {t('orders.detail.updatedAt')}: {when(data.UpdatedAt)}
              </Typography>
              <OrderItems
                order={data}
                language={language}
                lineAction={(item) => (
                  <SoldOutToggle
                    ws={ws}
                    dishId={item.MenuContentID}
                    name={itemName(item.Name, language)}
                  />
                )}
              />
              <OrderMoney order={data} />
              <OrderPayments ws={ws} order={data} />
              <OrderPrintJobs ws={ws} orderId={orderId} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 2 }}>
          {data && (
            <>
              <Button onClick={() => setPrinting(true)}>{t('orders.actions.print')}</Button>
              {data.Status !== 'cancelled' && data.Due > 0 && (
                <Button onClick={() => setSharing(true)}>{t('orders.payLink.share')}</Button>
              )}
              {allowed('delete') && (
                <Button color="error" onClick={() => setAsking('delete')} disabled={pending}>
                  {t('orders.actions.delete')}
                </Button>
              )}
              {allowed('cancel') && (
                <Button color="error" onClick={() => setAsking('cancel')} disabled={pending}>
                  {t('orders.actions.cancel')}
                </Button>
              )}
              {FORWARD.filter(allowed).map((action) => (
                <Button
                  key={action}
                  variant="contained"
                  disabled={pending}
                  onClick={() => run(orderId, action)}
                >
                  {t(`orders.actions.${action}`)}
                </Button>
              ))}
            </>
          )}
          <Button onClick={onClose}>{t('orders.detail.close')}</Button>
        </DialogActions>
      </Dialog>
      {asking && (
        <ConfirmDialog
          open
          title={t(
            asking === 'delete' ? 'orders.confirmDelete.title' : 'orders.confirmCancel.title',
            {
              number,
            },
          )}
          message={t(
            asking === 'delete' ? 'orders.confirmDelete.body' : 'orders.confirmCancel.body',
          )}
          confirmLabel={t(
            asking === 'delete' ? 'orders.confirmDelete.confirm' : 'orders.confirmCancel.confirm',
          )}
          cancelLabel={t(
            asking === 'delete' ? 'orders.confirmDelete.keep' : 'orders.confirmCancel.keep',
          )}
          destructive
          onClose={() => setAsking(null)}
          onConfirm={() => {
            const action = asking;
            setAsking(null);
            run(orderId, action, action === 'delete' ? onClose : undefined);
          }}
        />
      )}
      {sharing && data && <PayLinkDialog ws={ws} order={data} onClose={() => setSharing(false)} />}
      {printing && data && (
        <TicketDialog
          ws={ws}
          order={data}
          pointName={pointName(data.PointID)}
          language={language}
          onClose={() => setPrinting(false)}
        />
      )}
    </>
  );
};
