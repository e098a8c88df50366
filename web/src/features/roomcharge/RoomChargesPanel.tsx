import Hotel from '@mui/icons-material/Hotel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.tsx';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { formatMoney } from '../orders/format.ts';
import {
  decideCharge,
  downloadRoomCharges,
  fetchPendingCharges,
  fetchRoomChargeSettings,
  type PendingCharge,
  roomChargeKeys,
} from './api.ts';
import { StaysDialog } from './StaysDialog.tsx';

const todayIn = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * The desk's room charges (behaviour.md#room-charge): those waiting for approval, with Approve and
 * Reject (asked first), the rooms' stays, and the day's export. Shown while the venue offers it.
 */
export const RoomChargesPanel = ({
  ws,
  pointName,
  rooms,
  timeZone,
}: {
  ws: string;
  pointName: (id: number) => string;
  rooms: readonly { ID: number }[];
  timeZone?: string;
}) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const titleId = useId();
  const settings = useQuery({
    queryKey: roomChargeKeys.settings(ws),
    queryFn: ({ signal }) => fetchRoomChargeSettings(ws, signal),
  });
  const enabled = settings.data?.Enabled === true;
  const pending = useQuery({
    queryKey: roomChargeKeys.pending(ws),
    queryFn: ({ signal }) => fetchPendingCharges(ws, signal),
    enabled,
  });
  const [rejecting, setRejecting] = useState<PendingCharge | null>(null);
  const [staysOpen, setStaysOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!enabled) return null;
  const charges = pending.data ?? [];
  const amountOf = (c: PendingCharge) => formatMoney(c.Amount, c.Currency, i18n.language);

  const decide = async (c: PendingCharge, decision: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await decideCharge(ws, c.AttemptID, decision);
    } catch {
      notify('roomCharge.desk.failed', 'error');
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: roomChargeKeys.pending(ws) });
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      data-testid="room-charges"
      sx={{ mb: 2, ...(charges.length > 0 ? { borderColor: 'warning.main', borderWidth: 2 } : {}) }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ px: 2, pt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
          <Hotel sx={{ verticalAlign: 'middle', mr: 1 }} aria-hidden />
          {t('roomCharge.desk.title')}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setStaysOpen(true)}>
          {t('roomCharge.desk.stays')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void downloadRoomCharges(ws, todayIn(timeZone), i18n.language)}
        >
          {t('roomCharge.desk.export')}
        </Button>
      </Stack>
      {charges.length === 0 ? (
        <Typography variant="body2" sx={{ px: 2, py: 1.5 }}>
          {t('roomCharge.desk.none')}
        </Typography>
      ) : (
        <List dense>
          {charges.map((c) => {
            const room = pointName(c.PointID);
            const amount = amountOf(c);
            return (
              <ListItem
                key={c.AttemptID}
                data-charge={c.AttemptID}
                sx={{ flexWrap: 'wrap', gap: 1 }}
              >
                <ListItemText
                  sx={{ flex: '1 1 240px' }}
                  primary={
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {t('roomCharge.desk.line', { room, surname: c.Surname, order: c.OrderID })}
                      {' · '}
                      {amount}
                    </Box>
                  }
                  secondary={t('roomCharge.desk.at', {
                    // The venue's clock, as the orders' table shows it.
                    time: new Date(c.CreatedAt).toLocaleTimeString(i18n.language, {
                      hour: '2-digit',
                      minute: '2-digit',
                      timeZone,
                    }),
                  })}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="outlined"
                    color="error"
                    disabled={busy}
                    aria-label={t('roomCharge.desk.rejectLabel', { amount, room })}
                    onClick={() => setRejecting(c)}
                  >
                    {t('roomCharge.desk.reject')}
                  </Button>
                  <Button
                    variant="contained"
                    color="success"
                    disabled={busy}
                    aria-label={t('roomCharge.desk.approveLabel', { amount, room })}
                    onClick={() => void decide(c, 'approve')}
                  >
                    {t('roomCharge.desk.approve')}
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      <ConfirmDialog
        open={rejecting !== null}
        title={t('roomCharge.desk.rejectTitle')}
        message={
          rejecting
            ? t('roomCharge.desk.rejectMessage', {
                order: rejecting.OrderID,
                room: pointName(rejecting.PointID),
              })
            : ''
        }
        confirmLabel={t('roomCharge.desk.reject')}
        destructive
        onClose={() => setRejecting(null)}
        onConfirm={() => {
          const charge = rejecting;
          setRejecting(null);
          if (charge) void decide(charge, 'reject');
        }}
      />
      {staysOpen && (
        <StaysDialog
          ws={ws}
          rooms={rooms}
          pointName={pointName}
          onClose={() => setStaysOpen(false)}
        />
      )}
    </Paper>
  );
};
