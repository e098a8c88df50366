import { ROOM_VERIFICATIONS, type RoomChargeSettings } from '@carta/domain/orders';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.tsx';
import { Section } from '../admin/Section.tsx';
import { fetchRoomChargeSettings, roomChargeKeys, saveRoomChargeSettings } from './api.ts';

/** Ajustes › Integraciones › Cargo a la habitación (behaviour.md#room-charge): on/off, approval, proof. */
export const RoomChargeSection = ({ ws }: { ws: string }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const stored = useQuery({
    queryKey: roomChargeKeys.settings(ws),
    queryFn: ({ signal }) => fetchRoomChargeSettings(ws, signal),
  });
  const [form, setForm] = useState<RoomChargeSettings | null>(null);
  useEffect(() => {
    if (stored.data) setForm(stored.data);
  }, [stored.data]);
  const [saving, setSaving] = useState(false);
  if (!form) return null;
  const set = (change: Partial<RoomChargeSettings>) => setForm({ ...form, ...change });

  const save = async () => {
    setSaving(true);
    try {
      client.setQueryData(roomChargeKeys.settings(ws), await saveRoomChargeSettings(ws, form));
      notify('roomCharge.settings.saved', 'success');
    } catch {
      notify('roomCharge.settings.failed', 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title={t('roomCharge.settings.title')}>
      <Typography variant="body2">{t('roomCharge.settings.intro')}</Typography>
      <FormControlLabel
        control={
          <Switch checked={form.Enabled} onChange={(e) => set({ Enabled: e.target.checked })} />
        }
        label={t('roomCharge.settings.enabled')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.RequireApproval}
            onChange={(e) => set({ RequireApproval: e.target.checked })}
          />
        }
        label={t('roomCharge.settings.approval')}
      />
      <TextField
        select
        label={t('roomCharge.settings.verification')}
        value={form.Verification}
        onChange={(e) =>
          set({ Verification: e.target.value as RoomChargeSettings['Verification'] })
        }
      >
        {ROOM_VERIFICATIONS.map((v) => (
          <MenuItem key={v} value={v}>
            {t(`roomCharge.settings.${v}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t('roomCharge.settings.save')}
        </Button>
      </Box>
    </Section>
  );
};
