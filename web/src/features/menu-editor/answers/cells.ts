import { contentTypeById } from '@carta/domain';
import { type AnswerColumn, type AnswerRow, cellOfColumn } from '@carta/domain/answers/csv';
import { type AnswerBlock, takesAnswers } from '@carta/domain/answers/fields';

/** A block as the answers' columns read it: its key (from the domain's table) and its fields. */
export const answerBlockOf = (content: Readonly<Record<string, unknown>> & { Type: number }) => {
  const key = contentTypeById(content.Type)?.key;
  return takesAnswers(key) ? ({ key, data: content } as AnswerBlock) : null;
};

/** A requested 'YYYY-MM-DDTHH:MM' is the venue's wall clock: shown as written, never shifted. */
const wallClock = (value: string, language: string): string => {
  const date = new Date(`${value}:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) || Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
};

/** One answer's value for a column, as the back-office shows it ('' when not answered). */
export const cellText = (row: AnswerRow, column: AnswerColumn, language: string): string => {
  const value = cellOfColumn(row, column, language);
  if (value === '') return '';
  if (column.field?.kind === 'dateTime' && typeof value === 'string')
    return wallClock(value, language);
  if (column.field?.kind === 'rating') return `${value}/${column.field.max}`;
  return String(value);
};
