import { translatedValue } from '../translated-value.ts';
import {
  type AnswerBlock,
  type AnswerField,
  type AnswerText,
  answerFieldsOf,
  FORM_FIELD_LABELS,
} from './fields.ts';

/** One stored answer, as the staff's list call answers it. */
export type AnswerRow = {
  readonly ID: number;
  readonly CreatedAt: string;
  readonly Language: string;
  readonly Answers: Readonly<Record<string, unknown>>;
};

const HEADERS = {
  id: { es: 'ID', en: 'ID' },
  createdAt: { es: 'Fecha (UTC)', en: 'Date (UTC)' },
  language: { es: 'Idioma', en: 'Language' },
  question: { es: 'Pregunta {n}', en: 'Question {n}' },
  removed: { es: 'Campo retirado ({id})', en: 'Removed field ({id})' },
} as const;

const header = (name: keyof typeof HEADERS, language: string) =>
  translatedValue(HEADERS[name], language);

/**
 * A cell as text: RFC 4180 quoting (the separator, a quote or a line break puts it in double quotes,
 * quotes doubled). Text starting with = + - @ (or a tab or carriage return) gets an apostrophe
 * first, so a spreadsheet shows it instead of running it as a formula. Numbers are written as
 * they are: a number the program formats is never a formula.
 */
export const csvCell = (value: string | number, separator: ',' | ';' = ','): string => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const needsQuotes = /["\r\n]/.test(guarded) || guarded.includes(separator);
  return needsQuotes ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};

/** Rows of cells as RFC 4180 text: CRLF after every record. */
export const csvText = (rows: readonly (readonly (string | number)[])[]): string =>
  rows.map((row) => `${row.map((cell) => csvCell(cell)).join(',')}\r\n`).join('');

/** The back-office's own words for a form field, when `id` is one. */
const fixedLabel = (id: string, language: string): string | null =>
  Object.hasOwn(FORM_FIELD_LABELS, id)
    ? translatedValue(FORM_FIELD_LABELS[id as keyof typeof FORM_FIELD_LABELS], language)
    : null;

const labelOf = (field: AnswerField, index: number, language: string): string => {
  const own = field.label === null ? '' : translatedValue(field.label, language).trim();
  if (own) return own;
  return (
    fixedLabel(field.id, language) ?? header('question', language).replace('{n}', String(index + 1))
  );
};

const textOf = (label: AnswerText | null, language: string) =>
  label === null ? '' : translatedValue(label, language);

/** One answer value as a cell: chosen options by their text in `language`, numbers as numbers. */
export const answerCell = (
  value: unknown,
  field: AnswerField | undefined,
  language: string,
): string | number => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const options = field?.kind === 'choice' ? field.options : [];
    return value
      .map((id) => {
        const option = options.find((o) => o.id === id);
        return option ? textOf(option.label, language) || String(id) : String(id);
      })
      .join('; ');
  }
  return JSON.stringify(value);
};

/** A column of the answers' table: a field of the block, or one it no longer asks for. */
export type AnswerColumn = {
  readonly id: string;
  readonly label: string;
  /** Undefined for a field the block no longer has (answers kept from before). */
  readonly field: AnswerField | undefined;
};

/**
 * The columns of a block's answers in the staff's `language`: one per field or question of the
 * block now (labels falling back like every translatable value), then one for each field the rows
 * still hold that the block no longer asks for. The back-office table and the CSV share them.
 */
export const answerColumns = (
  block: AnswerBlock,
  rows: readonly AnswerRow[],
  language: string,
): AnswerColumn[] => {
  const fields = answerFieldsOf(block);
  const known = new Set(fields.map((f) => f.id));
  const removed = [
    ...new Set(rows.flatMap((row) => Object.keys(row.Answers).filter((id) => !known.has(id)))),
  ];
  return [
    ...fields.map((field, i) => ({ id: field.id, label: labelOf(field, i, language), field })),
    ...removed.map((id) => ({
      id,
      label: fixedLabel(id, language) ?? header('removed', language).replace('{id}', id),
      field: undefined,
    })),
  ];
};

/** The value of `column` in an answer, as a cell. */
export const cellOfColumn = (row: AnswerRow, column: AnswerColumn, language: string) =>
  Object.hasOwn(row.Answers, column.id)
    ? answerCell(row.Answers[column.id], column.field, language)
    : '';

/**
 * The answers of a block as CSV, for a spreadsheet: ID, date, the guest's language, then the
 * columns of answerColumns. Rows in the order given.
 */
export const answersToCsv = (
  block: AnswerBlock,
  rows: readonly AnswerRow[],
  language: string,
): string => {
  const columns = answerColumns(block, rows, language);
  const head = [
    header('id', language),
    header('createdAt', language),
    header('language', language),
    ...columns.map((column) => column.label),
  ];
  const body = rows.map((row) => [
    row.ID,
    row.CreatedAt,
    row.Language,
    ...columns.map((column) => cellOfColumn(row, column, language)),
  ]);
  return csvText([head, ...body]);
};
