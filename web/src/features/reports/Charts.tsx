import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SalesRow } from './api.ts';

/**
 * The drawings of the reports screen, in a module of their own: MUI X Charts is downloaded when
 * the screen shows its first chart, never with the rest of the back-office.
 */
type Props = {
  readonly rows: readonly SalesRow[];
  readonly labels: readonly string[];
  readonly money: (amount: number) => string;
  readonly label: string;
};

const common = { skipAnimation: true, disableKeyboardNavigation: true } as const;

export const RevenueBars = ({ rows, labels, money, label }: Props) => (
  <BarChart
    {...common}
    dataset={rows.map((r, i) => ({ label: labels[i] ?? r.Label, revenue: r.Revenue }))}
    xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
    yAxis={[{ width: 64 }]}
    series={[{ dataKey: 'revenue', label, valueFormatter: (v) => money(v ?? 0) }]}
    hideLegend
  />
);

export const RankedBars = ({ rows, labels, money, label }: Props) => (
  <BarChart
    {...common}
    layout="horizontal"
    dataset={rows.map((r, i) => ({ label: labels[i] ?? r.Label, revenue: r.Revenue }))}
    yAxis={[{ scaleType: 'band', dataKey: 'label', width: 120 }]}
    series={[{ dataKey: 'revenue', label, valueFormatter: (v) => money(v ?? 0) }]}
    hideLegend
  />
);

export const ShareOfRevenue = ({ rows, money }: Props) => (
  <PieChart
    {...common}
    series={[
      {
        data: rows.map((r) => ({ id: r.Key, value: Math.max(0, r.Revenue), label: r.Label })),
        innerRadius: 50,
        valueFormatter: (item) => money(item.value),
      },
    ]}
  />
);
