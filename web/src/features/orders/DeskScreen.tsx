import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from '@carta/domain/orders';
import Kitchen from '@mui/icons-material/Kitchen';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session.tsx';
import { SearchBox } from '../../widgets/SearchBox/SearchBox.tsx';
import { DeskPrinterAlert } from '../integrations/DeskPrinterAlert.tsx';
import { roomChargeKeys } from '../roomcharge/api.ts';
import { RoomChargesPanel } from '../roomcharge/RoomChargesPanel.tsx';
import type { Order } from './api.ts';
import { folded, itemName } from './format.ts';
import { CaughtUpNotice, LiveChip } from './LiveStatus.tsx';
import { OrderDetailDialog } from './OrderDetailDialog.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { orderKeys, orderQuery, ordersQuery, useStoreOrder } from './queries.ts';
import { PauseBar } from './service/PauseBar.tsx';
import { ServiceRequestsPanel } from './service/ServiceRequestsPanel.tsx';
import { SoldOutPanel } from './service/SoldOutPanel.tsx';
import { useOrderEvents } from './useOrderEvents.ts';
import { usePointNames } from './usePointNames.ts';

const PER_PAGE_OPTIONS = [10, 20, 50, 100];
export const KITCHEN_PATH = '/kitchen';
export const DESK_PATH = '/orders';

/** An order number typed in the search box: that order is looked up, whatever the filters. */
const orderNumberOf = (search: string): number | null =>
  /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;

/** behaviour.md#ordering orders: the desk lists and filters the venue's orders live and acts on one at a time. */
export const DeskScreen = () => {
  const { t } = useTranslation();
  const { user, enterprise } = useSession();
  const ws = user.EnterpriseID;
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(20);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [point, setPoint] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [overpaidOnly, setOverpaidOnly] = useState(false);
  // A link from elsewhere (the audit log) opens its order: /orders?order=12.
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => {
    const asked = Number(params.get('order'));
    return Number.isSafeInteger(asked) && asked > 0 ? asked : null;
  });
  const [dismissedOutage, setDismissedOutage] = useState<Date | null>(null);
  const { points, nameOf, language } = usePointNames(ws);
  const store = useStoreOrder(ws);

  const number = orderNumberOf(search);
  const list = useQuery(ordersQuery(ws, { page, perPage, status, point }));
  const found = useQuery({
    ...orderQuery(ws, number ?? 0),
    enabled: number !== null,
    retry: false,
  });

  const connection = useOrderEvents(
    ws,
    (event) => {
      store(event.Type === 'deleteOrder' ? null : event.Order, event.OrderID);
      // A room charge made or decided moves the order's payment: the desk's list of charges follows.
      if (event.Type.startsWith('payment_'))
        void client.invalidateQueries({ queryKey: roomChargeKeys.pending(ws) });
    },
    () => void client.invalidateQueries({ queryKey: orderKeys.all(ws) }),
  );

  const matches = (order: Order) => {
    if (overpaidOnly && !(order.Overpaid > 0)) return false;
    if (!search) return true;
    const wanted = folded(search);
    return (
      folded(nameOf(order.PointID)).includes(wanted) ||
      order.Items.some((item) => folded(itemName(item.Name, language)).includes(wanted))
    );
  };
  const rows: readonly Order[] =
    number !== null ? (found.data ? [found.data] : []) : (list.data?.data ?? []).filter(matches);
  const total = list.data?.total ?? 0;
  const failed = number !== null ? found.isError && !found.data : list.isError;

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography variant="h5" component="h1">
            {t('orders.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('orders.intro')}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <LiveChip connection={connection} />
          <PauseBar ws={ws} dense />
          <Button component={Link} to={KITCHEN_PATH} variant="outlined" startIcon={<Kitchen />}>
            {t('orders.openKitchen')}
          </Button>
        </Stack>
      </Stack>
      <DeskPrinterAlert ws={ws} />
      {connection.lastOutage?.to !== dismissedOutage && (
        <CaughtUpNotice
          connection={connection}
          onClose={() => setDismissedOutage(connection.lastOutage?.to ?? null)}
        />
      )}
      <ServiceRequestsPanel ws={ws} pointName={nameOf} />
      <RoomChargesPanel
        ws={ws}
        pointName={nameOf}
        rooms={points.filter((p) => p.Kind === 'room')}
        timeZone={enterprise.TimeZone || undefined}
      />
      <SoldOutPanel ws={ws} language={language} />
      <Paper variant="outlined">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
          <TextField
            select
            size="small"
            label={t('orders.filters.status')}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            value={status ?? ''}
            onChange={(event) => {
              setStatus(isOrderStatus(event.target.value) ? event.target.value : null);
              setPage(0);
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('orders.filters.all')}</MenuItem>
            {ORDER_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`orders.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('orders.filters.point')}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            value={point === null ? '' : String(point)}
            onChange={(event) => {
              setPoint(event.target.value ? Number(event.target.value) : null);
              setPage(0);
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('orders.filters.all')}</MenuItem>
            {points.map((p) => (
              <MenuItem key={p.ID} value={String(p.ID)}>
                {nameOf(p.ID)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={overpaidOnly} onChange={(_, on) => setOverpaidOnly(on)} />}
            label={t('orders.filters.overpaid')}
            sx={{ flexShrink: 0 }}
          />
          <Box sx={{ flexGrow: 1 }}>
            <SearchBox
              label={t('orders.search')}
              onSearch={(text) => setSearch(text.trim())}
              clearable
              maxLength={100}
            />
          </Box>
        </Stack>
        {(list.isFetching || found.isFetching) && <LinearProgress aria-label={t('orders.title')} />}
        {failed && number === null && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('orders.retry')}
              </Button>
            }
          >
            {t('orders.loadError')}
          </Alert>
        )}
        {number !== null && found.isError && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('orders.notFound', { number })}
          </Typography>
        )}
        {number === null && list.isSuccess && rows.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {search
              ? t('orders.noMatch', { search })
              : overpaidOnly
                ? t('orders.noOverpaid')
                : t('orders.empty')}
          </Typography>
        )}
        {rows.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <OrdersTable orders={rows} pointName={nameOf} onOpen={(o) => setOpenId(o.ID)} />
          </Box>
        )}
        {number === null && (
          <TablePagination
            component="div"
            count={total}
            page={total === 0 ? 0 : page}
            rowsPerPage={perPage}
            rowsPerPageOptions={PER_PAGE_OPTIONS}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('orders.perPage')}
          />
        )}
      </Paper>
      {openId !== null && (
        <OrderDetailDialog
          ws={ws}
          orderId={openId}
          pointName={nameOf}
          language={language}
          onClose={() => setOpenId(null)}
        />
      )}
    </Box>
  );
};
