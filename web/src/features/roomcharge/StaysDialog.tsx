import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.tsx';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { endStay, fetchRoomChargeSettings, fetchStay, roomChargeKeys, saveStay } from './api.ts';

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** One room's stay: the holder's surname, and the card digits or PIN the venue asks for. */
const StayRow = ({
  ws,
  pointId,
  room,
  verification,
}: {
  ws: string;
  pointId: number;
  room: string;
  verification: string;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = roomChargeKeys.stay(ws, pointId);
  const stay = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchStay(ws, pointId, signal) });
  const [surname, setSurname] = useState('');
  const [card, setCard] = useState('');
  const [pin, setPin] = useState('');
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    setSurname(stay.data?.Surname ?? '');
    setCard(stay.data?.CardLast4 ?? '');
    setPin(stay.data?.Pin ?? '');
  }, [stay.data]);

  const save = async () => {
    try {
      await saveStay(ws, pointId, {
        Surname: surname.trim(),
        CardLast4: card || null,
        Pin: pin || null,
      });
      notify('roomCharge.stays.saved', 'success');
    } catch {
      notify('roomCharge.stays.failed', 'error');
    }
    await client.invalidateQueries({ queryKey: key });
  };
  const checkout = async () => {
    setAsking(false);
    await endStay(ws, pointId);
    await client.invalidateQueries({ queryKey: key });
  };

  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, py: 1, borderBottom: 1, borderColor: 'divider' }}
      data-stay={pointId}
    >
      <Typography sx={{ minWidth: 120, fontWeight: 700 }}>
        {room}
        {stay.data === null && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` · ${t('roomCharge.stays.empty')}`}
          </Typography>
        )}
      </Typography>
      <TextField
        size="small"
        label={t('roomCharge.stays.surname')}
        value={surname}
        onChange={(e) => setSurname(e.target.value)}
      />
      {verification === 'surname_card' && (
        <TextField
          size="small"
          label={t('roomCharge.stays.card')}
          value={card}
          onChange={(e) => setCard(digits(e.target.value, 4))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: 140 } }}
        />
      )}
      {verification === 'surname_pin' && (
        <TextField
          size="small"
          label={t('roomCharge.stays.pin')}
          value={pin}
          onChange={(e) => setPin(digits(e.target.value, 8))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: 140 } }}
        />
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!surname.trim()}
          aria-label={t('roomCharge.stays.saveLabel', { room })}
          onClick={() => void save()}
        >
          {t('roomCharge.stays.save')}
        </Button>
        <Button
          color="error"
          disabled={!stay.data}
          aria-label={t('roomCharge.stays.checkoutLabel', { room })}
          onClick={() => setAsking(true)}
        >
          {t('roomCharge.stays.checkout')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('roomCharge.stays.checkoutTitle')}
        message={t('roomCharge.stays.checkoutMessage', { room })}
        confirmLabel={t('roomCharge.stays.checkout')}
        destructive
        onClose={() => setAsking(false)}
        onConfirm={() => void checkout()}
      />
    </Stack>
  );
};

/** Reception's stays of the venue's room points: set at check-in, removed at check-out. */
export const StaysDialog = ({
  ws,
  rooms,
  pointName,
  onClose,
}: {
  ws: string;
  rooms: readonly { ID: number }[];
  pointName: (id: number) => string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const settings = useQuery({
    queryKey: roomChargeKeys.settings(ws),
    queryFn: ({ signal }) => fetchRoomChargeSettings(ws, signal),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} maxWidth="md" fullWidth>
      <DialogTitle id={id}>{t('roomCharge.stays.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('roomCharge.stays.intro')}
        </Typography>
        {rooms.length === 0 && <Typography>{t('roomCharge.stays.noRooms')}</Typography>}
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rooms.map((r) => (
            <StayRow
              key={r.ID}
              ws={ws}
              pointId={r.ID}
              room={pointName(r.ID)}
              verification={settings.data?.Verification ?? 'surname'}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('roomCharge.stays.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
