import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesReport, SalesRow } from './api.ts';
import { ChartPanel, type TableColumn } from './ChartPanel.tsx';
import { formatCount, formatDay, formatMoney } from './format.ts';
import { Heatmap } from './Heatmap.tsx';

const charts = () => import('./Charts.tsx');
const RevenueBars = lazy(() => charts().then((m) => ({ default: m.RevenueBars })));
const RankedBars = lazy(() => charts().then((m) => ({ default: m.RankedBars })));
const ShareOfRevenue = lazy(() => charts().then((m) => ({ default: m.ShareOfRevenue })));

export const CHARTS = ['revenue', 'dishes', 'points', 'providers', 'heatmap'] as const;
type ChartId = (typeof CHARTS)[number];

export type ChartData = {
  readonly time: SalesReport | undefined;
  readonly hourly: boolean;
  readonly dishes: SalesReport | undefined;
  readonly points: SalesReport | undefined;
  readonly providers: SalesReport | undefined;
  readonly heatmap: SalesReport | undefined;
};

/**
 * The five charts: all of them side by side on a wide screen and on paper; on a phone, one at a
 * time, chosen with tabs.
 */
export const ChartsSection = ({ data, currency }: { data: ChartData; currency: string }) => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const phone = useMediaQuery('(max-width:599.95px)');
  const [chosen, setChosen] = useState<ChartId>('revenue');
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const moneyColumns: TableColumn[] = [
    { label: t('reports.columns.orders'), numeric: true },
    { label: t('reports.columns.quantity'), numeric: true },
    { label: t('reports.columns.revenue'), numeric: true },
  ];
  const cells = (r: SalesRow, label = r.Label) => [
    label,
    formatCount(r.Orders, locale),
    formatCount(r.Quantity, locale),
    money(r.Revenue),
  ];
  const timeLabel = (r: SalesRow) => (data.hourly ? `${r.Key}:00` : formatDay(r.Key, locale));
  const titles: Record<ChartId, string> = {
    revenue: data.hourly ? t('reports.charts.revenueByHour') : t('reports.charts.revenueByDay'),
    dishes: t('reports.charts.topDishes'),
    points: t('reports.charts.byPoint'),
    providers: t('reports.charts.byProvider'),
    heatmap: t('reports.charts.heatmap'),
  };

  const panel = (id: ChartId) => {
    const first = { label: id === 'revenue' ? '' : t('reports.columns.label') };
    const fallback = <Skeleton variant="rectangular" height={280} />;
    const shared = { money, label: t('reports.columns.revenue') };
    if (id === 'revenue') {
      const rows = data.time?.Rows ?? [];
      const labels = rows.map(timeLabel);
      return (
        <ChartPanel
          title={titles.revenue}
          columns={[
            { label: data.hourly ? t('reports.columns.hour') : t('reports.columns.day') },
            ...moneyColumns,
          ]}
          rows={rows.map((r, i) => cells(r, labels[i]))}
          empty={!data.time || data.time.Totals.Orders === 0}
        >
          <Suspense fallback={fallback}>
            <RevenueBars rows={rows} labels={labels} {...shared} />
          </Suspense>
        </ChartPanel>
      );
    }
    if (id === 'heatmap') {
      const rows = (data.heatmap?.Rows ?? []).filter((r) => r.Orders > 0);
      return (
        <ChartPanel
          title={titles.heatmap}
          columns={[first, { label: t('reports.columns.orders'), numeric: true }]}
          rows={rows.map((r) => [r.Label, formatCount(r.Orders, locale)])}
          empty={rows.length === 0}
        >
          <Heatmap rows={rows} locale={locale} />
        </ChartPanel>
      );
    }
    const report = id === 'dishes' ? data.dishes : id === 'points' ? data.points : data.providers;
    const rows = (report?.Rows ?? []).slice(0, id === 'dishes' ? 10 : undefined);
    const Chart = id === 'providers' ? ShareOfRevenue : RankedBars;
    return (
      <ChartPanel
        title={titles[id]}
        columns={[first, ...moneyColumns]}
        rows={rows.map((r) => cells(r))}
        empty={rows.length === 0}
      >
        <Suspense fallback={fallback}>
          <Chart rows={rows} labels={rows.map((r) => r.Label)} {...shared} />
        </Suspense>
      </ChartPanel>
    );
  };

  if (phone)
    return (
      <Box>
        <Tabs
          value={chosen}
          onChange={(_, value: ChartId) => setChosen(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('reports.charts.choose')}
          className="report-no-print"
          sx={{ mb: 1 }}
        >
          {CHARTS.map((id) => (
            <Tab
              key={id}
              value={id}
              label={titles[id]}
              id={`report-tab-${id}`}
              aria-controls="report-tabpanel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="report-tabpanel" aria-labelledby={`report-tab-${chosen}`}>
          {panel(chosen)}
        </Box>
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      {CHARTS.map((id) => (
        <Box key={id} sx={id === 'revenue' ? { gridColumn: { md: '1 / -1' } } : undefined}>
          {panel(id)}
        </Box>
      ))}
    </Box>
  );
};
