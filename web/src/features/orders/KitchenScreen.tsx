import {
  canRecall,
  KITCHEN_COLUMNS,
  type KitchenColumn,
  needsKitchenAlert,
  prepTargetOf,
} from '@carta/domain/orders';
import Fullscreen from '@mui/icons-material/Fullscreen';
import Kitchen from '@mui/icons-material/Kitchen';
import Settings from '@mui/icons-material/Settings';
import Undo from '@mui/icons-material/Undo';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { notify } from '../../app/notifications.tsx';
import { useSession } from '../../app/session.tsx';
import type { Order } from './api.ts';
import {
  allDayCounts,
  applyEvent,
  boardOf,
  forStation,
  mergeOrders,
  type Overlay,
  SERVED_SHOWN,
} from './board.ts';
import { DESK_PATH } from './DeskScreen.tsx';
import { itemName } from './format.ts';
import { KitchenCard } from './KitchenCard.tsx';
import { KitchenSettingsDialog } from './KitchenSettingsDialog.tsx';
import { AllDayStrip } from './kitchen/AllDayStrip.tsx';
import { stationsQuery } from './kitchen/api.ts';
import { SoldOutConfirm } from './kitchen/SoldOutConfirm.tsx';
import { readStation, StationFilter, saveStation } from './kitchen/StationFilter.tsx';
import { StationsDialog } from './kitchen/StationsDialog.tsx';
import { useLineActions } from './kitchen/useLineActions.ts';
import { readAgeThresholds, saveAgeThresholds } from './kitchenSettings.ts';
import { CaughtUpNotice, LiveChip } from './LiveStatus.tsx';
import { orderKeys, ordersQuery } from './queries.ts';
import { PauseBar } from './service/PauseBar.tsx';
import { useKitchenAlarm } from './useKitchenAlarm.ts';
import { useOrderEvents } from './useOrderEvents.ts';
import { usePointNames } from './usePointNames.ts';
import { useRunAction } from './useRunAction.ts';

/** Enough for a busy service; a kitchen with more waiting has bigger problems than paging. */
const OPEN_PER_COLUMN = 100;
/** Timers move by the minute: a tick every 15 s is never more than 15 s late. */
const TICK_MS = 15_000;

/**
 * The kitchen display (behaviour.md#kitchen): a full-screen board for a tablet on the pass, of the
 * whole kitchen or one station. New orders ring until accepted; it follows the staff stream and
 * after an outage catches up (replayed events, lists fetched again) without showing an order twice.
 */
export const KitchenScreen = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const ws = user.EnterpriseID;
  const client = useQueryClient();
  const { nameOf, language } = usePointNames(ws);
  const { run, pending } = useRunAction(ws);
  const [overlay, setOverlay] = useState<Overlay>(new Map());
  const [thresholds, setThresholds] = useState(readAgeThresholds);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const [dismissedOutage, setDismissedOutage] = useState<Date | null>(null);
  const cameIn = useRef(new Map<number, Date>());
  const [station, setStation] = useState(readStation);
  const [stationsOpen, setStationsOpen] = useState(false);
  const [soldOut, setSoldOut] = useState<{ id: number; name: string } | null>(null);
  const [tab, setTab] = useState<KitchenColumn>('new');
  const phone = useMediaQuery('(max-width:600px)');
  const stations = useQuery(stationsQuery(ws));
  const lines = useLineActions(ws, language, (order) =>
    setOverlay((o) => new Map(o).set(order.ID, { order, deleted: false })),
  );

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const lists = useQueries({
    queries: (['confirmed', 'checked', 'closed'] as const).map((status) =>
      ordersQuery(ws, {
        page: 0,
        perPage: status === 'closed' ? SERVED_SHOWN : OPEN_PER_COLUMN,
        status,
        point: null,
      }),
    ),
  });
  const connection = useOrderEvents(
    ws,
    (event) => {
      // The moment a confirm reached the kitchen is when its timer starts.
      if (event.Type === 'confirm') cameIn.current.set(event.OrderID, new Date(event.CreatedAt));
      setOverlay((o) => applyEvent(o, event));
    },
    () => void client.invalidateQueries({ queryKey: orderKeys.lists(ws) }),
  );

  const listed = lists.map((l) => l.data?.data ?? []);
  const board = boardOf(mergeOrders(listed, overlay));
  const served = [...board.served].sort((a, b) => b.ID - a.ID).slice(0, SERVED_SHOWN);
  // A station's tablet: its lines only (behaviour.md#kitchen).
  const known = stations.data?.data ?? [];
  const shown = known.some((s) => s.ID === station) ? station : null;
  const columns = {
    new: forStation(board.new, shown),
    accepted: forStation(board.accepted, shown),
    served: forStation(served, shown),
  };
  const linesOf = new Map(
    [...board.new, ...board.accepted, ...served].map((o) => [o.ID, o.Items.length]),
  );
  const stationPrep = new Map(known.map((s) => [s.ID, s.PrepMinutes]));
  const dishPrep = new Map(
    (stations.data?.assignments ?? [])
      .filter((a) => a.Kind === 'dish' && a.PrepMinutes !== null)
      .map((a) => [a.TargetID, a.PrepMinutes]),
  );
  const targetOf = (order: Order) =>
    prepTargetOf(
      order.Items.map(
        (i) => dishPrep.get(i.MenuContentID) ?? stationPrep.get(i.StationID ?? 0) ?? null,
      ),
    );
  const alerting = needsKitchenAlert(columns.new.map((o) => o.Status));
  const alarm = useKitchenAlarm(alerting);

  const since = (order: Order): Date => {
    const known = cameIn.current.get(order.ID);
    if (known) return known;
    // A confirmed order's last change is its confirmation (guests cannot change it afterwards).
    const date = new Date(order.Status === 'confirmed' ? order.UpdatedAt : order.CreatedAt);
    cameIn.current.set(order.ID, date);
    return date;
  };

  const advance = (order: Order) => run(order.ID, order.Status === 'confirmed' ? 'check' : 'close');

  const soundControl =
    alarm.sound === 'locked' ? (
      <Button
        variant="contained"
        color="warning"
        size="large"
        onClick={() => void alarm.enable()}
        title={t('orders.kitchen.enableSoundHint')}
        sx={{ fontWeight: 700 }}
      >
        {t('orders.kitchen.enableSound')}
      </Button>
    ) : alarm.sound === 'unavailable' ? (
      <Typography color="error">{t('orders.kitchen.soundBlocked')}</Typography>
    ) : (
      <Button
        variant={alarm.sound === 'muted' ? 'contained' : 'outlined'}
        color={alarm.sound === 'muted' ? 'error' : 'inherit'}
        size="large"
        aria-pressed={alarm.sound === 'muted'}
        startIcon={alarm.sound === 'muted' ? <VolumeOff /> : <VolumeUp />}
        onClick={alarm.toggleMute}
      >
        {alarm.sound === 'muted' ? t('orders.kitchen.unmute') : t('orders.kitchen.mute')}
      </Button>
    );

  return (
    <Box
      data-testid="kitchen-board"
      data-alert={alerting ? 'ringing' : 'idle'}
      data-sound={alarm.sound}
      data-ringing={alarm.ringing ? 'true' : 'false'}
      sx={{
        position: 'fixed',
        inset: 0,
        // Over the app bar and the navigation: the pass needs the whole screen.
        zIndex: (theme) => theme.zIndex.drawer + 10,
        bgcolor: 'grey.100',
        display: 'flex',
        flexDirection: 'column',
        // A phone scrolls the whole board: the header does not keep half the screen.
        overflowY: phone ? 'auto' : undefined,
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('orders.kitchen.title')}
        </Typography>
        <LiveChip connection={connection} />
        <Typography
          role="status"
          aria-live="assertive"
          data-testid="kitchen-alert"
          sx={{ fontSize: 22, fontWeight: 700, flexGrow: 1 }}
        >
          {/* Amber with black text while an order waits: seen from across the kitchen. */}
          <Box
            component="span"
            sx={
              alerting
                ? { bgcolor: '#ffb300', color: '#000', px: 1.5, py: 0.5, borderRadius: 1 }
                : undefined
            }
          >
            {alerting
              ? t('orders.kitchen.alert', { count: columns.new.length })
              : t('orders.kitchen.noAlert')}
          </Box>
        </Typography>
        <StationFilter
          stations={known}
          value={shown}
          language={language}
          onChange={(id) => {
            saveStation(id);
            setStation(id);
          }}
        />
        {lines.last && (
          <Button
            variant="outlined"
            color="inherit"
            size="large"
            startIcon={<Undo />}
            disabled={lines.pending}
            onClick={() => void lines.undo()}
            data-testid="kitchen-undo"
          >
            {t('stations.undo', { name: lines.last.name })}
          </Button>
        )}
        <PauseBar ws={ws} dense />
        {soundControl}
        <IconButton
          aria-label={t('stations.manage')}
          onClick={() => setStationsOpen(true)}
          size="large"
        >
          <Kitchen />
        </IconButton>
        <IconButton
          aria-label={t('orders.kitchen.settings')}
          onClick={() => setSettingsOpen(true)}
          size="large"
        >
          <Settings />
        </IconButton>
        <IconButton
          aria-label={t('orders.kitchen.fullscreen')}
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
          size="large"
        >
          <Fullscreen />
        </IconButton>
        <Button component={Link} to={DESK_PATH} variant="outlined" color="inherit">
          {t('orders.kitchen.exit')}
        </Button>
      </Box>
      {connection.lastOutage?.to !== dismissedOutage && (
        <Box sx={{ px: 2, pt: 1 }}>
          <CaughtUpNotice
            connection={connection}
            onClose={() => setDismissedOutage(connection.lastOutage?.to ?? null)}
          />
        </Box>
      )}
      {lists.some((l) => l.isError) && (
        <Alert severity="error" sx={{ mx: 2, mt: 1 }}>
          {t('orders.loadError')}
        </Alert>
      )}
      <AllDayStrip
        counts={allDayCounts([...columns.new, ...columns.accepted])}
        language={language}
      />
      {phone && (
        <Tabs
          value={tab}
          onChange={(_, value: KitchenColumn) => setTab(value)}
          variant="fullWidth"
          aria-label={t('stations.states')}
          sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
        >
          {KITCHEN_COLUMNS.map((column) => (
            <Tab
              key={column}
              value={column}
              id={`kitchen-tab-${column}`}
              aria-controls={`kitchen-panel-${column}`}
              label={`${t(`orders.kitchen.columns.${column}`)} (${columns[column].length})`}
            />
          ))}
        </Tabs>
      )}
      {/* The app's shell holds the page's one <main>: the board is a region of it. */}
      <Box
        sx={{
          flexGrow: 1,
          minHeight: phone ? 'auto' : 0,
          display: 'grid',
          gridTemplateColumns: phone ? 'minmax(0, 1fr)' : 'repeat(3, minmax(0, 1fr))',
          gap: 1.5,
          p: 1.5,
        }}
      >
        {KITCHEN_COLUMNS.filter((column) => !phone || column === tab).map((column) => (
          <Box
            component="section"
            key={column}
            id={`kitchen-panel-${column}`}
            role={phone ? 'tabpanel' : undefined}
            aria-labelledby={phone ? `kitchen-tab-${column}` : `kitchen-column-${column}`}
            data-column={column}
            sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
          >
            <Typography
              id={`kitchen-column-${column}`}
              variant="h5"
              component="h2"
              sx={phone ? visuallyHidden : { fontWeight: 700, mb: 1 }}
            >
              {t(`orders.kitchen.columns.${column}`)} ({columns[column].length})
            </Typography>
            <Box sx={{ overflowY: phone ? 'visible' : 'auto', flexGrow: 1, pr: 0.5 }}>
              {columns[column].length === 0 && (
                <Typography color="text.secondary" sx={{ fontSize: 18 }}>
                  {t('orders.kitchen.empty')}
                </Typography>
              )}
              {columns[column].map((order) => (
                <KitchenCard
                  key={order.ID}
                  order={order}
                  otherLines={(linesOf.get(order.ID) ?? 0) - order.Items.length}
                  column={column}
                  pointName={nameOf(order.PointID)}
                  language={language}
                  cameIn={since(order)}
                  now={now}
                  thresholds={thresholds}
                  target={targetOf(order)}
                  busy={pending || lines.pending}
                  canRecall={canRecall(order.ServedAt, now)}
                  onAdvance={advance}
                  onBump={(_, item) => void lines.bump(item)}
                  onSoldOut={(item) =>
                    setSoldOut({ id: item.MenuContentID, name: itemName(item.Name, language) })
                  }
                  onRecall={(o) => void lines.recall(o)}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      {stationsOpen && <StationsDialog ws={ws} onClose={() => setStationsOpen(false)} />}
      {soldOut && <SoldOutConfirm ws={ws} dish={soldOut} onClose={() => setSoldOut(null)} />}
      {settingsOpen && (
        <KitchenSettingsDialog
          value={thresholds}
          onClose={() => setSettingsOpen(false)}
          onSave={(value) => {
            setThresholds(saveAgeThresholds(value));
            setSettingsOpen(false);
            notify('orders.kitchen.saved', 'success');
          }}
        />
      )}
    </Box>
  );
};
