import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PRINTER_EVENTS, type Printer, type PrinterInput } from './api.ts';
import { EventChecks } from './EventChecks.tsx';

/** A printer as its form holds it: the port as typed, so a half-typed number is not lost. */
export type PrinterDraft = Omit<PrinterInput, 'Port'> & { readonly Port: string };

export const NEW_PRINTER: PrinterDraft = {
  Name: '',
  Host: '',
  Port: '9100',
  Width: 80,
  CodePage: 'cp858',
  Stations: [],
  Events: ['order.accepted'],
  Active: true,
};

export const draftOf = (p: Printer): PrinterDraft => ({
  Name: p.Name,
  Host: p.Host,
  Port: String(p.Port),
  Width: p.Width,
  CodePage: p.CodePage,
  Stations: p.Stations,
  Events: p.Events,
  Active: p.Active,
});

export const inputOf = (d: PrinterDraft): PrinterInput => ({ ...d, Port: Number(d.Port) });

/** What the form lacks before it can be sent: the fields the server would refuse as empty. */
export const missingOf = (d: PrinterDraft): string[] =>
  (['Name', 'Host', 'Port'] as const).filter((f) => !d[f].trim());

type Props = {
  readonly value: PrinterDraft;
  readonly onChange: (next: PrinterDraft) => void;
  /** The kitchen stations a printer may be set to (none chosen: every station). */
  readonly stations: readonly { readonly ID: number; readonly label: string }[];
  /** Fields the server refused: marked, with the form's message below. */
  readonly invalid: readonly string[];
};

/** A printer's fields, for adding one and for changing one: pure, value in and change out. */
export const PrinterForm = ({ value, onChange, stations, invalid }: Props) => {
  const { t } = useTranslation();
  const set = <K extends keyof PrinterDraft>(key: K, v: PrinterDraft[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('integrations.printers.name')}
          value={value.Name}
          onChange={(e) => set('Name', e.target.value)}
          error={invalid.includes('Name')}
          required
        />
        <TextField
          label={t('integrations.printers.host')}
          value={value.Host}
          onChange={(e) => set('Host', e.target.value)}
          error={invalid.includes('Host')}
          required
        />
        <TextField
          label={t('integrations.printers.port')}
          value={value.Port}
          onChange={(e) => set('Port', e.target.value.replace(/\D/g, ''))}
          error={invalid.includes('Port')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: 110 } }}
        />
        <TextField
          select
          label={t('integrations.printers.width')}
          value={value.Width}
          onChange={(e) => set('Width', Number(e.target.value) === 58 ? 58 : 80)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value={80}>80 mm</MenuItem>
          <MenuItem value={58}>58 mm</MenuItem>
        </TextField>
      </Stack>
      <TextField
        select
        label={t('integrations.printers.stations')}
        value={value.Stations}
        error={invalid.includes('Stations')}
        helperText={t('integrations.printers.stationsHelp')}
        onChange={(e) => {
          const picked = e.target.value as unknown as (number | string)[];
          set('Stations', picked.map(Number));
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (ids) =>
              (ids as number[])
                .map((id) => stations.find((s) => s.ID === id)?.label ?? '')
                .join(', ') || t('integrations.printers.allStations'),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
      >
        {stations.map((s) => (
          <MenuItem key={s.ID} value={s.ID}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      <EventChecks
        label={t('integrations.printers.events')}
        events={PRINTER_EVENTS}
        value={value.Events}
        onChange={(next) => set('Events', next)}
      />
      <FormControlLabel
        control={<Switch checked={value.Active} onChange={(_, on) => set('Active', on)} />}
        label={t('integrations.printers.active')}
      />
    </Stack>
  );
};
