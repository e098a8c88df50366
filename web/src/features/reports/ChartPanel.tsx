import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Out of sight, still read by screen readers (and shown on paper by the print styles). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export type TableColumn = { readonly label: string; readonly numeric?: boolean };

/**
 * A chart with its data as a table: screen readers read the table (the drawing is hidden from
 * them), keyboard and sighted users may open it; a printed page shows both.
 */
export const ChartPanel = ({
  title,
  columns,
  rows,
  children,
  empty,
}: {
  title: string;
  columns: readonly TableColumn[];
  rows: readonly (readonly string[])[];
  children: ReactNode;
  empty: boolean;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, breakInside: 'avoid' }}
      className="report-panel"
    >
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">{t('reports.charts.empty')}</Typography>
      ) : (
        <Box aria-hidden sx={{ height: 280 }} className="report-chart">
          {children}
        </Box>
      )}
      {!empty && (
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={tableId}
          className="report-no-print"
        >
          {open ? t('reports.charts.hideTable') : t('reports.charts.showTable')}
        </Button>
      )}
      <Box id={tableId} sx={open ? { overflowX: 'auto' } : visuallyHidden} className="report-table">
        <Table size="small">
          <caption style={visuallyHidden}>{title}</caption>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.join('|')}>
                {row.map((cell, i) => (
                  <TableCell
                    key={columns[i]?.label ?? i}
                    align={columns[i]?.numeric ? 'right' : 'left'}
                    component={i === 0 ? 'th' : 'td'}
                    scope={i === 0 ? 'row' : undefined}
                  >
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
};
