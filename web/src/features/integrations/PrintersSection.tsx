import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.tsx';
import { Section } from '../admin/Section.tsx';
import {
  createPrinter,
  deletePrinter,
  fetchPrinters,
  integrationKeys,
  PRINTER_EVENTS,
  testPrinter,
} from './api.ts';
import { EventChecks } from './EventChecks.tsx';
import { PrintJobsList } from './PrintJobsList.tsx';

/** Ajustes › Impresoras: network kitchen printers, their state, a test page, their latest tickets. */
export const PrintersSection = ({ ws }: { ws: string }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const printers = useQuery({
    queryKey: integrationKeys.printers(ws),
    queryFn: ({ signal }) => fetchPrinters(ws, signal),
    refetchInterval: 5000,
  });
  const [name, setName] = useState('');
  const [host, setHost] = useState('');
  const [port, setPort] = useState('9100');
  const [width, setWidth] = useState<58 | 80>(80);
  const [events, setEvents] = useState<string[]>(['order.accepted']);
  const [failed, setFailed] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: integrationKeys.printers(ws) });

  const add = async () => {
    setFailed(false);
    try {
      await createPrinter(ws, {
        Name: name,
        Host: host,
        Port: Number(port),
        Width: width,
        CodePage: 'cp858',
        Stations: [],
        Events: events,
        Active: true,
      });
      setName('');
      setHost('');
      await refresh();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Section title={t('integrations.printers.title')}>
      <Typography variant="body2">{t('integrations.printers.intro')}</Typography>
      {printers.data?.length === 0 && (
        <Typography variant="body2">{t('integrations.printers.none')}</Typography>
      )}
      {printers.data?.map((p) => (
        <Stack
          key={p.ID}
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            flexWrap: 'wrap',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1.5,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 160 }}>
            <Typography>{p.Name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${p.Host}:${p.Port} · ${p.Width} mm`}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={p.State === 'down' ? 'error' : 'success'}
            label={t(
              p.State === 'down' ? 'integrations.printers.down' : 'integrations.printers.ok',
            )}
          />
          <Button
            size="small"
            onClick={() =>
              void testPrinter(ws, p.ID).then(() =>
                notify('integrations.printers.testSent', 'success'),
              )
            }
          >
            {t('integrations.printers.test')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => void deletePrinter(ws, p.ID).then(refresh)}
          >
            {t('integrations.printers.delete')}
          </Button>
        </Stack>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('integrations.printers.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={failed}
        />
        <TextField
          label={t('integrations.printers.host')}
          value={host}
          onChange={(e) => setHost(e.target.value)}
          error={failed}
        />
        <TextField
          label={t('integrations.printers.port')}
          value={port}
          onChange={(e) => setPort(e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: 110 } }}
        />
        <TextField
          select
          label={t('integrations.printers.width')}
          value={width}
          onChange={(e) => setWidth(Number(e.target.value) === 58 ? 58 : 80)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value={80}>80 mm</MenuItem>
          <MenuItem value={58}>58 mm</MenuItem>
        </TextField>
      </Stack>
      {failed && <Typography color="error">{t('integrations.printers.saveFailed')}</Typography>}
      <EventChecks
        label={t('integrations.printers.events')}
        events={PRINTER_EVENTS}
        value={events}
        onChange={setEvents}
      />
      <Box>
        <Button variant="contained" onClick={() => void add()} disabled={!name || !host || !port}>
          {t('integrations.printers.add')}
        </Button>
      </Box>
      <PrintJobsList ws={ws} printers={printers.data ?? []} />
    </Section>
  );
};
