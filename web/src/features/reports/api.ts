import type { ReportFormat, ReportGroup } from '@carta/domain/orders';
import { request, requestNamedFile, segment } from '../../api/client.ts';
import { saveFile } from '../../api/saveFile.ts';

/** The sales report as the server answers it (docs/api.md "Reports"): amounts in the currency. */
export type SalesRow = {
  readonly Key: string;
  readonly Label: string;
  readonly Orders: number;
  readonly Quantity: number;
  readonly Revenue: number;
  readonly Tips: number;
  readonly Refunds: number;
};

export type SalesTotals = {
  readonly Orders: number;
  readonly Lines: number;
  readonly Revenue: number;
  readonly Tips: number;
  readonly Refunds: number;
  readonly AverageTicket: number;
  readonly Currency: string;
};

export type SalesReport = { readonly Totals: SalesTotals; readonly Rows: readonly SalesRow[] };

export type SalesQuery = {
  readonly ws: string;
  readonly from: string;
  readonly to: string;
  readonly group: ReportGroup;
  readonly lang: string;
};

const path = ({ ws, from, to, group, lang }: SalesQuery, format: ReportFormat) =>
  `/private/reports/${segment(ws)}/sales?${new URLSearchParams({ from, to, group, format, lang })}`;

export const fetchSales = (query: SalesQuery, signal?: AbortSignal) =>
  request<{ data: SalesReport }>(path(query, 'json'), { signal }).then((r) => r.data);

const ACCEPT = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Fetches the file with the staff token in a header (never in a link) and hands it to the browser
 * as a download named by the server (the venue and the range).
 */
export const downloadSales = async (query: SalesQuery, format: 'csv' | 'xlsx'): Promise<void> => {
  const { blob, name } = await requestNamedFile(
    path(query, format),
    ACCEPT[format],
    `sales-${query.from}-${query.to}.${format}`,
  );
  saveFile(blob, name);
};
