import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SalesTotals } from './api.ts';
import { formatCount, formatMoney } from './format.ts';
import { changePercent } from './range.ts';

type TileKey = 'revenue' | 'orders' | 'averageTicket' | 'tips' | 'refunds';
const FIELDS: Record<TileKey, keyof Omit<SalesTotals, 'Currency' | 'Lines'>> = {
  revenue: 'Revenue',
  orders: 'Orders',
  averageTicket: 'AverageTicket',
  tips: 'Tips',
  refunds: 'Refunds',
};

const Change = ({ now, before }: { now: number; before: number | undefined }) => {
  const { t, i18n } = useTranslation();
  if (before === undefined) return null;
  const change = changePercent(now, before);
  const value = change === null ? '' : formatCount(Math.abs(change), i18n.language);
  const text: string =
    change === null
      ? t('reports.change.none')
      : change > 0
        ? t('reports.change.up', { value })
        : change < 0
          ? t('reports.change.down', { value })
          : t('reports.change.same');
  const color =
    change === null || change === 0 ? 'text.secondary' : change > 0 ? 'success.dark' : 'error.dark';
  return (
    <Typography variant="body2" sx={{ color }}>
      {text}
    </Typography>
  );
};

/** Revenue, orders, average ticket, tips and refunds, each against the previous period. */
export const Tiles = ({ now, before }: { now: SalesTotals; before: SalesTotals | undefined }) => {
  const { t, i18n } = useTranslation();
  const show = (key: TileKey, value: number) =>
    key === 'orders'
      ? formatCount(value, i18n.language)
      : formatMoney(value, now.Currency, i18n.language);
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
      }}
    >
      {(Object.keys(FIELDS) as TileKey[]).map((key) => (
        <Paper component="li" variant="outlined" key={key} sx={{ p: 1.5 }} data-tile={key}>
          <Typography variant="body2" color="text.secondary">
            {t(`reports.tiles.${key}`)}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {show(key, now[FIELDS[key]])}
          </Typography>
          <Change now={now[FIELDS[key]]} before={before?.[FIELDS[key]]} />
        </Paper>
      ))}
    </Box>
  );
};
