import type { ReportGroup } from '@carta/domain/orders';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { fetchSales, type SalesQuery } from './api.ts';
import { comparedRange, type DayRange } from './range.ts';

const salesQuery = (query: SalesQuery) => ({
  queryKey: ['reports', 'sales', query] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSales(query, signal),
  placeholderData: keepPreviousData,
  staleTime: 30_000,
});

/**
 * Every report the screen shows for a range: the days (or the hours of one day), dishes, points,
 * providers, the weekday-hour map, and the previous period's totals to compare with.
 */
export const useSalesReports = (ws: string, range: DayRange, lang: string) => {
  const hourly = range.from === range.to;
  const of = (group: ReportGroup, r: DayRange = range): SalesQuery => ({ ws, ...r, group, lang });
  const groups = [
    of(hourly ? 'hour' : 'day'),
    of('dish'),
    of('point'),
    of('provider'),
    of('weekday-hour'),
    of('day', comparedRange(range)),
  ];
  const [time, dishes, points, providers, heatmap, before] = useQueries({
    queries: groups.map(salesQuery),
  });
  const all = [time, dishes, points, providers, heatmap, before];
  return {
    hourly,
    time: time?.data,
    dishes: dishes?.data,
    points: points?.data,
    providers: providers?.data,
    heatmap: heatmap?.data,
    before: before?.data,
    loading: all.some((q) => q?.isFetching),
    failed: all.some((q) => q?.isError),
    retry: () => {
      for (const q of all) if (q?.isError) void q.refetch();
    },
  };
};
