import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { useMomentFormat } from '../../app/venueTime.ts';
import { AuditSubject } from './AuditSubject.tsx';
import { isEnterpriseAdmin } from './access.ts';
import { fetchAudit, fetchUsers } from './api.ts';
import en from './locales/en.json';
import { AdminPage } from './Section.tsx';

const ACTIONS = Object.keys(en.audit.actions);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The enterprise's activity log, newest first, filtered by action, user and dates (behaviour.md#administration). */
export const AuditScreen = () => {
  const { t } = useTranslation();
  const { user, enterprise } = useSession();
  const moment = useMomentFormat();
  const [action, setAction] = useState('');
  const [who, setWho] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(50);
  // A day's end is the next day's start: `to` is exclusive on the server.
  const toExclusive = DAY.test(to)
    ? new Date(Date.parse(to) + 86_400_000).toISOString().slice(0, 10)
    : '';
  const query = {
    page: page + 1,
    size,
    action,
    user: who,
    from: DAY.test(from) ? from : '',
    to: toExclusive,
  };
  const log = useQuery({
    queryKey: ['admin', 'audit', enterprise.ID, query],
    queryFn: ({ signal }) => fetchAudit(enterprise.ID, query, signal),
    placeholderData: keepPreviousData,
    enabled: isEnterpriseAdmin(user),
  });
  // The enterprise's users for the "who" filter (the API's own cap on a page).
  const people = useQuery({
    queryKey: ['admin', 'users', enterprise.ID, 'audit-filter'],
    queryFn: ({ signal }) =>
      fetchUsers({ enterprise: enterprise.ID, page: 1, size: 100, search: '' }, signal),
    enabled: isEnterpriseAdmin(user),
  });
  if (!isEnterpriseAdmin(user))
    return <Alert severity="warning">{t('admin.errors.notAllowed')}</Alert>;
  const when = (iso: string) => moment(iso, 'seconds');
  return (
    <AdminPage title={t('admin.audit.title')}>
      <Typography color="text.secondary">{t('admin.audit.retention')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('admin.audit.action')}
          value={action}
          onChange={(e) => {
            setAction(e.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 220 }}
          // "Todas"/"Todos" shows as the value, not an empty box under a placeholder label.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('admin.audit.all')}</MenuItem>
          {ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`admin.audit.actions.${a}` as ParseKeys)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('admin.audit.user')}
          value={who}
          onChange={(e) => {
            setWho(e.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 200 }}
          // "Todas"/"Todos" shows as the value, not an empty box under a placeholder label.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('admin.audit.everyone')}</MenuItem>
          {(people.data?.data ?? []).map((u) => (
            <MenuItem key={u.ID} value={String(u.ID)}>
              {u.Name}
            </MenuItem>
          ))}
        </TextField>
        {(
          [
            ['from', from, setFrom],
            ['to', to, setTo],
          ] as const
        ).map(([key, value, set]) => (
          <TextField
            key={key}
            size="small"
            type="date"
            label={t(`admin.audit.${key}`)}
            value={value}
            onChange={(e) => {
              set(e.target.value);
              setPage(0);
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      <Paper>
        {log.isError && <Alert severity="error">{t('app.loadError')}</Alert>}
        {/* Until the first page arrives the log is unknown, not empty: no "0–0 de 0". */}
        {log.isPending && !log.isError && (
          <LinearProgress aria-label={t('app.loading')} sx={{ borderRadius: 1 }} />
        )}
        {/* Scrolls sideways on a phone: keyboard users reach it by Tab and scroll with the arrows. */}
        <TableContainer tabIndex={0} role="region" aria-label={t('admin.audit.title')}>
          <Table size="small" aria-label={t('admin.audit.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.audit.when')}</TableCell>
                <TableCell>{t('admin.audit.who')}</TableCell>
                <TableCell>{t('admin.audit.what')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('admin.audit.target')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.data?.data.map((entry) => (
                <TableRow key={entry.ID}>
                  <TableCell
                    sx={{
                      whiteSpace: { xs: 'normal', sm: 'nowrap' },
                      minWidth: { xs: 110, sm: 0 },
                    }}
                  >
                    {when(entry.CreatedAt)}
                  </TableCell>
                  <TableCell>{entry.UserName ?? t('admin.audit.system')}</TableCell>
                  <TableCell>
                    {ACTIONS.includes(entry.Action)
                      ? t(`admin.audit.actions.${entry.Action}` as ParseKeys)
                      : entry.Action}
                  </TableCell>
                  <TableCell
                    sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}
                  >
                    <AuditSubject entry={entry} ws={Number(enterprise.ID)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {log.data?.data.length === 0 && <Alert severity="info">{t('admin.audit.empty')}</Alert>}
        {log.data && (
          <TablePagination
            component="div"
            count={log.data?.total ?? 0}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(e) => {
              setSize(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('admin.pagination.rowsPerPage')}
            labelDisplayedRows={({ from: a, to: b, count }) =>
              t('admin.pagination.of', { from: a, to: b, count })
            }
          />
        )}
      </Paper>
    </AdminPage>
  );
};
