import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors.ts';
import { notify } from '../../app/notifications.tsx';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { Section } from '../admin/Section.tsx';
import {
  createPrinter,
  deletePrinter,
  fetchPrinters,
  integrationKeys,
  type Printer,
  savePrinter,
  testPrinter,
} from './api.ts';
import { EditDialog } from './EditDialog.tsx';
import {
  draftOf,
  inputOf,
  missingOf,
  NEW_PRINTER,
  type PrinterDraft,
  PrinterForm,
} from './PrinterForm.tsx';
import { PrintJobsList } from './PrintJobsList.tsx';
import { usePrinterStations } from './usePrinterStations.ts';

/** The fields a refused save names (a 400), or every field when the server said nothing of them. */
const refusedFields = (error: unknown): string[] =>
  error instanceof ApiError && error.fields.length > 0
    ? error.fields.map((f) => f.split('.')[0] ?? f)
    : ['Name', 'Host', 'Port'];

/** Ajustes › Impresoras: network kitchen printers, their state, a test page, their latest tickets. */
export const PrintersSection = ({ ws }: { ws: string }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const stations = usePrinterStations(ws);
  const printers = useQuery({
    queryKey: integrationKeys.printers(ws),
    queryFn: ({ signal }) => fetchPrinters(ws, signal),
    refetchInterval: 5000,
  });
  const [draft, setDraft] = useState<PrinterDraft>(NEW_PRINTER);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ id: number; draft: PrinterDraft } | null>(null);
  const [editInvalid, setEditInvalid] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<Printer | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: integrationKeys.printers(ws) });

  const add = async () => {
    setInvalid([]);
    try {
      await createPrinter(ws, inputOf(draft));
      setDraft(NEW_PRINTER);
      await refresh();
    } catch (error) {
      setInvalid(refusedFields(error));
    }
  };

  const save = async () => {
    if (!editing) return;
    setSaving(true);
    setEditInvalid([]);
    try {
      await savePrinter(ws, editing.id, inputOf(editing.draft));
      setEditing(null);
      notify('integrations.saved', 'success');
      await refresh();
    } catch (error) {
      setEditInvalid(refusedFields(error));
    } finally {
      setSaving(false);
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
            gap: 1,
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
            color={!p.Active ? 'default' : p.State === 'down' ? 'error' : 'success'}
            label={t(
              !p.Active
                ? 'integrations.printers.off'
                : p.State === 'down'
                  ? 'integrations.printers.down'
                  : 'integrations.printers.ok',
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
            aria-label={t('integrations.printers.editNamed', { name: p.Name })}
            onClick={() => {
              setEditInvalid([]);
              setEditing({ id: p.ID, draft: draftOf(p) });
            }}
          >
            {t('integrations.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('integrations.printers.deleteNamed', { name: p.Name })}
            onClick={() => setRemoving(p)}
          >
            {t('integrations.printers.delete')}
          </Button>
        </Stack>
      ))}
      <Typography variant="subtitle1" component="h3">
        {t('integrations.printers.add')}
      </Typography>
      <PrinterForm value={draft} onChange={setDraft} stations={stations} invalid={invalid} />
      {invalid.length > 0 && (
        <Typography color="error" role="alert">
          {t('integrations.printers.saveFailed')}
        </Typography>
      )}
      <Box>
        <Button
          variant="contained"
          onClick={() => void add()}
          disabled={missingOf(draft).length > 0}
        >
          {t('integrations.printers.add')}
        </Button>
      </Box>
      <PrintJobsList ws={ws} printers={printers.data ?? []} />
      {editing && (
        <EditDialog
          title={t('integrations.printers.editTitle')}
          error={editInvalid.length > 0 ? t('integrations.printers.saveFailed') : null}
          saving={saving}
          canSave={missingOf(editing.draft).length === 0}
          onSave={() => void save()}
          onClose={() => setEditing(null)}
        >
          <PrinterForm
            value={editing.draft}
            onChange={(next) => setEditing({ ...editing, draft: next })}
            stations={stations}
            invalid={editInvalid}
          />
        </EditDialog>
      )}
      {removing && (
        <ConfirmDialog
          open
          title={t('integrations.printers.confirmDelete', { name: removing.Name })}
          message={t('integrations.printers.confirmDeleteBody')}
          confirmLabel={t('integrations.printers.delete')}
          cancelLabel={t('integrations.cancel')}
          destructive
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            const id = removing.ID;
            setRemoving(null);
            void deletePrinter(ws, id).then(refresh);
          }}
        />
      )}
    </Section>
  );
};
