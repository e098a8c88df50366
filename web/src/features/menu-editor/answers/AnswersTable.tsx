import type { AnswerColumn, AnswerRow } from '@carta/domain/answers/csv';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMomentFormat } from '../../../app/venueTime.ts';
import { cellText } from './cells.ts';

type AnswersViewProps = {
  readonly columns: readonly AnswerColumn[];
  readonly rows: readonly AnswerRow[];
  readonly label: string;
};

// 'break-word' (not 'anywhere') keeps an e-mail address whole while its column can widen.
const cellSx = {
  verticalAlign: 'top',
  whiteSpace: 'pre-line',
  overflowWrap: 'break-word',
} as const;
/** Dates read better on one line. */
const noWrap = (column: AnswerColumn) => column.field?.kind === 'dateTime';

/** The answers as a table, one row each, one column per field or question (a laptop or tablet). */
export const AnswersTable = ({ columns, rows, label }: AnswersViewProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const moment = useMomentFormat();
  return (
    <TableContainer sx={{ maxHeight: '60vh' }}>
      <Table stickyHeader size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('answers.date')}</TableCell>
            <TableCell>{t('answers.language')}</TableCell>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                sx={{
                  minWidth: column.field?.kind === 'longText' ? 220 : undefined,
                  maxWidth: 320,
                }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.ID} hover>
              <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>
                {moment(row.CreatedAt)}
              </TableCell>
              <TableCell sx={cellSx}>{row.Language.toUpperCase()}</TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  sx={{ ...cellSx, maxWidth: 320, ...(noWrap(column) && { whiteSpace: 'nowrap' }) }}
                >
                  {cellText(row, column, language)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** The answers one under another, each a list of what was answered (a phone). */
export const AnswersList = ({ columns, rows, label }: AnswersViewProps) => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const moment = useMomentFormat();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.ID}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {moment(row.CreatedAt)} · {row.Language.toUpperCase()}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {columns.map((column) => {
              const text = cellText(row, column, language);
              return text === '' ? null : (
                <Box key={column.id} sx={{ mt: 0.75 }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {column.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {text}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
