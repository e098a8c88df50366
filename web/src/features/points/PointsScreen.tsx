import { defaultContentLanguage } from '@carta/domain';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors.ts';
import { menusQuery } from '../../api/queries.ts';
import { menuTitle } from '../../app/menuTree.ts';
import { notify } from '../../app/notifications.tsx';
import { useSession } from '../../app/session.tsx';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { SearchBox } from '../../widgets/SearchBox/SearchBox.tsx';
import type { Point } from './api.ts';
import { menuOptions } from './menuOptions.ts';
import { pointName } from './names.ts';
import { PointDialog } from './PointDialog.tsx';
import { PointQrDialog } from './PointQrDialog.tsx';
import { type PointAction, PointsTable } from './PointsTable.tsx';
import { QrSheetBar } from './QrSheetBar.tsx';
import { pointsQuery, useDeletePoint } from './queries.ts';

/** behaviour.md#limits: lists of points open five to a page. */
const PER_PAGE_OPTIONS = [5, 10, 25, 50];

type Open = { readonly action: PointAction | 'new'; readonly point: Point | null } | null;

/** behaviour.md#ordering points: the venue's tables, rooms and sunbeds, with their QR codes. */
export const PointsScreen = () => {
  const { t } = useTranslation();
  const { user, enterprise } = useSession();
  const ws = user.EnterpriseID;
  const language = defaultContentLanguage(enterprise.Languages);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(5);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  // Kept across pages and searches: staff pick the points of a sheet from several pages.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const select = (ids: readonly number[], chosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (chosen) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const list = useQuery(pointsQuery(ws, { page, perPage, search }));
  const menus = useQuery(menusQuery(ws));
  const remove = useDeletePoint(ws);

  const untitled = t('points.untitled');
  const nameOf = (point: Point) => pointName(point.Name, language, untitled);
  const menuNames = new Map(
    menuOptions(menus.data ?? []).map(({ id, menu }) => [id, menuTitle(menu, language, untitled)]),
  );
  const menuOf = (point: Point) =>
    point.MenuID === null ? '—' : (menuNames.get(point.MenuID) ?? '—');

  const points = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const close = () => setOpen(null);

  const confirmDelete = (point: Point) => {
    close();
    remove.mutate(point.ID, {
      onSuccess: () => {
        notify('points.delete.done', 'success');
        select([point.ID], false);
        // The last point of the last page gone: show the page before, not an empty one.
        if (points.length === 1 && page > 0) setPage(page - 1);
      },
      onError: (error) =>
        notify(
          isApiError(error) && error.status === 409
            ? 'points.delete.openOrders'
            : 'points.delete.error',
          'error',
          { persist: true },
        ),
    });
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography variant="h5" component="h1">
            {t('points.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('points.intro')}
          </Typography>
        </div>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setOpen({ action: 'new', point: null })}
          sx={{ flexShrink: 0 }}
        >
          {t('points.new')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        <Box sx={{ p: 2 }}>
          <SearchBox
            label={t('points.search')}
            onSearch={(text) => {
              setSearch(text.trim());
              setPage(0);
            }}
            clearable
            maxLength={200}
          />
        </Box>
        {total > 0 && (
          <QrSheetBar
            ws={ws}
            selected={[...selected].sort((a, b) => a - b)}
            onClear={() => setSelected(new Set())}
          />
        )}
        {list.isFetching && <LinearProgress aria-label={t('points.title')} />}
        {list.isError && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('points.retry')}
              </Button>
            }
          >
            {t('points.loadError')}
          </Alert>
        )}
        {list.isSuccess && points.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {search ? t('points.noMatch', { search }) : t('points.empty')}
          </Typography>
        )}
        {points.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <PointsTable
              points={points}
              nameOf={nameOf}
              menuOf={menuOf}
              onAction={(action, point) => setOpen({ action, point })}
              selected={selected}
              onSelect={select}
            />
          </Box>
        )}
        <TablePagination
          component="div"
          count={total}
          page={total === 0 ? 0 : page}
          rowsPerPage={perPage}
          rowsPerPageOptions={PER_PAGE_OPTIONS}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('points.perPage')}
        />
      </Paper>
      {(open?.action === 'new' || open?.action === 'edit') && (
        <PointDialog ws={ws} point={open.point} onClose={close} />
      )}
      {open?.action === 'qr' && open.point && (
        <PointQrDialog ws={ws} point={open.point} name={nameOf(open.point)} onClose={close} />
      )}
      {open?.action === 'delete' && open.point && (
        <ConfirmDialog
          open
          title={t('points.delete.title', { name: nameOf(open.point) })}
          message={t('points.delete.body')}
          confirmLabel={t('points.delete.confirm')}
          cancelLabel={t('points.delete.cancel')}
          onConfirm={() => open.point && confirmDelete(open.point)}
          onClose={close}
          destructive
        />
      )}
    </Box>
  );
};
