import { answerColumns } from '@carta/domain/answers/csv';
import Close from '@mui/icons-material/Close';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typeDisplay } from '../../../blocks/typeInfo.ts';
import type { BlockKeyText } from '../draft.ts';
import { useMenuEditorStore } from '../store.ts';
import { AnswersList, AnswersTable } from './AnswersTable.tsx';
import { answerBlockOf } from './cells.ts';
import { downloadAnswersCsv } from './downloadCsv.ts';
import { answersKey, answersPageQuery } from './queries.ts';

const PAGE_SIZES = [10, 25, 50];

/**
 * The guests' answers to a form or poll block (behaviour.md#guest-app): newest first, a page at a time, as a
 * table (a list on a phone), with the CSV export. Columns follow the block as it is in the editor.
 */
export const AnswersDialog = ({ blockKey }: { readonly blockKey: BlockKeyText }) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const content = useMenuEditorStore((state) => state.blocks[blockKey]);
  const close = useMenuEditorStore((state) => state.openBlockDialog);
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0] ?? 10);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const contentId = typeof content?.ID === 'number' ? content.ID : 0;
  const answers = useQuery({ ...answersPageQuery(contentId, page + 1, size), enabled: !!content });
  // Opening asks again: guests may have answered since the card counted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: answersKey(contentId) });
  }, []);
  const block = useMemo(() => (content ? answerBlockOf(content) : null), [content]);
  const rows = answers.data?.data ?? [];
  const columns = useMemo(
    () => (block ? answerColumns(block, rows, i18n.language) : []),
    [block, rows, i18n.language],
  );
  if (!content || !block) return null;

  const total = answers.data?.total ?? 0;
  const display = typeDisplay(content.Type);
  const typeName = display ? t(display.nameKey) : '';
  const title = t('answers.title', { type: typeName });
  const onClose = () => close(null);
  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    setExportFailed(false);
    try {
      await downloadAnswersCsv(contentId, i18n.language, t('answers.fileName', { id: contentId }));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xl"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {title}
        </Box>
        <IconButton onClick={onClose} aria-label={t('answers.close')}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('answers.intro')}
        </Typography>
        {answers.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('answers.loading')} />
          </Box>
        )}
        {answers.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void answers.refetch()}>
                {t('answers.retry')}
              </Button>
            }
          >
            {t('answers.loadError')}
          </Alert>
        )}
        {answers.isSuccess && total === 0 && (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 500 }}>{t('answers.empty')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('answers.emptyHint')}
            </Typography>
          </Box>
        )}
        {rows.length > 0 &&
          (phone ? (
            <AnswersList columns={columns} rows={rows} label={title} />
          ) : (
            <AnswersTable columns={columns} rows={rows} label={title} />
          ))}
        {total > 0 && (
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={size}
            // A phone has no room for the page size beside the arrows: it keeps 10.
            rowsPerPageOptions={phone ? [] : PAGE_SIZES}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(0);
            }}
          />
        )}
        {exportFailed && (
          <Alert severity="error" sx={{ mt: 1 }} onClose={() => setExportFailed(false)}>
            {t('answers.exportError')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={exporting ? <CircularProgress size={18} /> : <FileDownloadOutlined />}
          onClick={() => void exportCsv()}
          // Not disabled while the file comes: a disabled button would drop the keyboard focus.
          aria-busy={exporting}
          disabled={total === 0}
        >
          {t('answers.export')}
        </Button>
        <Button onClick={onClose}>{t('answers.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
