import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.tsx';
import { useMomentFormat } from '../../../app/venueTime.ts';
import { ConfirmDialog } from '../../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { useMenuEditorStore } from '../store.ts';
import { fetchRevision, type RevisionItem } from './api.ts';
import { revisionsQuery } from './queries.ts';
import { RevisionRow } from './RevisionRow.tsx';
import { restoreRevision } from './restoreRevision.ts';

type HistoryPanelProps = {
  readonly owner: string;
  readonly menuId: number;
  readonly open: boolean;
  readonly onClose: () => void;
};

/**
 * The menu's saved versions (behaviour.md#editing), newest first, in a side panel (the whole screen on a phone).
 * Restore loads one into the editor as an unsaved draft, asking first when the draft holds unsaved
 * edits that it would replace.
 */
export const HistoryPanel = ({ owner, menuId, open, onClose }: HistoryPanelProps) => {
  const { t } = useTranslation();
  const moment = useMomentFormat();
  const titleId = useId();
  const queryClient = useQueryClient();
  const revisions = useQuery({ ...revisionsQuery(owner, menuId), enabled: open });
  const [asking, setAsking] = useState<RevisionItem | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const restore = async (revision: RevisionItem) => {
    setRestoring(revision.ID);
    setFailed(false);
    try {
      const detail = await queryClient.fetchQuery({
        queryKey: ['menu-revision', owner, menuId, revision.ID],
        queryFn: ({ signal }) => fetchRevision(owner, menuId, revision.ID, signal),
        staleTime: Number.POSITIVE_INFINITY,
      });
      if (!restoreRevision(detail.Snapshot)) throw new Error('no saved menu in the editor');
      onClose();
      notify('menus.history.restored', 'warning', { persist: true });
    } catch {
      setFailed(true);
    } finally {
      setRestoring(null);
    }
  };
  const ask = (revision: RevisionItem) => {
    if (useMenuEditorStore.getState().modified) setAsking(revision);
    else void restore(revision);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app bar, which sits over the navigation drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 440 }, maxWidth: '100%' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('menus.history.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('menus.history.close')} edge="end">
          <Close />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('menus.history.intro')}
        </Typography>
        {failed && (
          <Alert severity="error" sx={{ my: 1 }} onClose={() => setFailed(false)}>
            {t('menus.history.restoreError')}
          </Alert>
        )}
        {restoring !== null && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }} role="status">
            <CircularProgress size={18} />
            <Typography variant="body2">{t('menus.history.restoring')}</Typography>
          </Stack>
        )}
        {revisions.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('menus.history.title')} />
          </Box>
        )}
        {revisions.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void revisions.refetch()}>
                {t('menus.history.retry')}
              </Button>
            }
          >
            {t('menus.history.loadError')}
          </Alert>
        )}
        {revisions.data?.length === 0 && (
          <Typography sx={{ py: 2 }}>{t('menus.history.empty')}</Typography>
        )}
        {revisions.data && revisions.data.length > 0 && (
          <List aria-labelledby={titleId}>
            {revisions.data.map((revision) => (
              <RevisionRow
                key={revision.ID}
                revision={revision}
                busy={restoring !== null}
                onRestore={ask}
              />
            ))}
          </List>
        )}
      </Box>
      <ConfirmDialog
        open={asking !== null}
        title={t('menus.history.confirm.title')}
        message={t('menus.history.confirm.message', {
          date: asking ? moment(asking.CreatedAt) : '',
        })}
        confirmLabel={t('menus.history.confirm.confirm')}
        destructive
        onClose={() => setAsking(null)}
        onConfirm={() => {
          const revision = asking;
          setAsking(null);
          if (revision) void restore(revision);
        }}
      />
    </Drawer>
  );
};
