import { csvCell } from '@carta/domain/answers/csv';
import type { ReportGroup } from '@carta/domain/orders';
import { headerRow, sheetName, totalLabel } from './labels.ts';
import type { SalesReport } from './sales.ts';

/**
 * A report as a file for the accountant: the same rows as the screen, a header row in the user's
 * language, and a total row. CSV is for a spreadsheet set to Spanish: `;` between cells and a
 * decimal comma (in English, a decimal point), UTF-8 with a BOM so accents open right.
 */
type Cells = [label: string, orders: number, units: number, ...money: number[]];

const tableOf = (report: SalesReport, language: string): Cells[] => {
  const units = report.Rows.reduce((sum, row) => sum + row.Quantity, 0);
  const { Totals } = report;
  return [
    ...report.Rows.map((r): Cells => [r.Label, r.Orders, r.Quantity, r.Revenue, r.Tips, r.Refunds]),
    [totalLabel(language), Totals.Orders, units, Totals.Revenue, Totals.Tips, Totals.Refunds],
  ];
};

const decimal = (amount: number, language: string) => {
  const text = amount.toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
};

export const reportCsv = (report: SalesReport, group: ReportGroup, language: string): string => {
  const line = (cells: readonly string[]) =>
    `${cells.map((cell) => csvCell(cell, ';')).join(';')}\r\n`;
  const body = tableOf(report, language).map(([label, orders, units, ...amounts]) =>
    line([label, String(orders), String(units), ...amounts.map((a) => decimal(a, language))]),
  );
  return `\uFEFF${line(headerRow(group, language))}${body.join('')}`;
};

/** The XLSX writer is loaded on the first download, not at every start of the server. */
export const reportXlsx = async (
  report: SalesReport,
  group: ReportGroup,
  language: string,
): Promise<Buffer> => {
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const moneyFormat = '#,##0.00';
  const header = headerRow(group, language).map((value) => ({
    value,
    fontWeight: 'bold' as const,
  }));
  const rows = tableOf(report, language).map(([label, orders, units, ...amounts]) => [
    { value: label, type: String },
    { value: orders, type: Number },
    { value: units, type: Number },
    ...amounts.map((value) => ({ value, type: Number, format: moneyFormat })),
  ]);
  return writeXlsxFile([header, ...rows], {
    sheet: sheetName(language),
    columns: [{ width: 28 }, ...Array.from({ length: 5 }, () => ({ width: 14 }))],
  }).toBuffer();
};

/** `ventas-hotel-demo-2026-11-01-2026-11-30.csv`: the venue and the range, safe in any file system. */
export const reportFileName = (
  venueName: string,
  from: string,
  to: string,
  extension: 'csv' | 'xlsx',
  language: string,
): string => {
  const venue =
    venueName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'venue';
  const prefix = language === 'en' ? 'sales' : 'ventas';
  return `${prefix}-${venue}-${from}-${to}.${extension}`;
};
