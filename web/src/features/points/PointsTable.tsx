import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import QrCode2 from '@mui/icons-material/QrCode2';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { Point } from './api.ts';

export type PointAction = 'qr' | 'edit' | 'delete';

type Props = {
  readonly points: readonly Point[];
  readonly nameOf: (point: Point) => string;
  readonly menuOf: (point: Point) => string;
  readonly onAction: (action: PointAction, point: Point) => void;
  /** The points chosen for a QR sheet (any page). */
  readonly selected: ReadonlySet<number>;
  readonly onSelect: (ids: readonly number[], chosen: boolean) => void;
};

const ACTIONS = [
  { action: 'qr', Icon: QrCode2 },
  { action: 'edit', Icon: Edit },
  { action: 'delete', Icon: Delete },
] as const;

/**
 * Kind and menu are left to the edit dialog on a phone: with the selection's checkbox, the row's
 * actions would otherwise scroll out of sight.
 */
const HIDDEN_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** One page of points; each row's buttons name the point, so a screen reader hears which. */
export const PointsTable = ({ points, nameOf, menuOf, onAction, selected, onSelect }: Props) => {
  const { t } = useTranslation();
  const onPage = points.filter((p) => selected.has(p.ID)).length;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={onPage === points.length}
              indeterminate={onPage > 0 && onPage < points.length}
              onChange={(event) =>
                onSelect(
                  points.map((p) => p.ID),
                  event.target.checked,
                )
              }
              slotProps={{ input: { 'aria-label': t('points.sheet.selectPage') } }}
            />
          </TableCell>
          <TableCell>{t('points.columns.name')}</TableCell>
          <TableCell sx={HIDDEN_ON_PHONE}>{t('points.columns.kind')}</TableCell>
          <TableCell sx={HIDDEN_ON_PHONE}>{t('points.columns.menu')}</TableCell>
          <TableCell>{t('points.columns.active')}</TableCell>
          <TableCell align="right">{t('points.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {points.map((point) => {
          const name = nameOf(point);
          return (
            <TableRow key={point.ID} hover selected={selected.has(point.ID)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(point.ID)}
                  onChange={(event) => onSelect([point.ID], event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('points.sheet.select', { name }) } }}
                />
              </TableCell>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              <TableCell sx={HIDDEN_ON_PHONE}>{t(`points.kinds.${point.Kind}`)}</TableCell>
              <TableCell sx={HIDDEN_ON_PHONE}>{menuOf(point)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={point.Active ? 'success' : 'default'}
                  variant={point.Active ? 'filled' : 'outlined'}
                  label={point.Active ? t('points.active') : t('points.inactive')}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {ACTIONS.map(({ action, Icon }) => (
                  <Tooltip key={action} title={t(`points.actions.${action}`, { name })}>
                    <IconButton
                      size="small"
                      aria-label={t(`points.actions.${action}`, { name })}
                      onClick={() => onAction(action, point)}
                      color={action === 'delete' ? 'error' : 'default'}
                    >
                      <Icon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ))}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
