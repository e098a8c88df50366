import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { SalesRow } from './api.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** Monday's date in 2024 plus n−1: a weekday's short name in the interface language. */
export const weekdayName = (isoWeekday: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoWeekday)),
  );

/**
 * Orders by weekday (rows) and hour (columns), darker where there were more. MUI X Charts keeps
 * its heatmap in the paid edition, so this one is a grid of cells; its numbers are in the panel's
 * table.
 */
export const Heatmap = ({ rows, locale }: { rows: readonly SalesRow[]; locale: string }) => {
  const theme = useTheme();
  const orders = new Map(rows.map((r) => [r.Key, r.Orders]));
  const max = Math.max(1, ...rows.map((r) => r.Orders));
  const hours = HOURS.filter((h) => WEEKDAYS.some((d) => orders.has(`${d}-${h}`)));
  const shown = hours.length > 0 ? hours : HOURS.slice(12, 24);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `3em repeat(${shown.length}, minmax(14px, 1fr))`,
        gap: '2px',
        fontSize: 12,
        overflowX: 'auto',
        height: '100%',
        alignContent: 'start',
      }}
    >
      <span />
      {shown.map((h) => (
        <Box key={h} sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {h}
        </Box>
      ))}
      {WEEKDAYS.map((d) => [
        <Box key={`d${d}`} sx={{ color: 'text.secondary', lineHeight: '28px' }}>
          {weekdayName(d, locale)}
        </Box>,
        ...shown.map((h) => {
          const value = orders.get(`${d}-${h}`) ?? 0;
          return (
            <Box
              key={`${d}-${h}`}
              sx={{
                height: 28,
                borderRadius: 0.5,
                bgcolor:
                  value === 0
                    ? theme.palette.action.hover
                    : alpha(theme.palette.primary.main, 0.15 + (0.85 * value) / max),
              }}
            />
          );
        }),
      ])}
    </Box>
  );
};
