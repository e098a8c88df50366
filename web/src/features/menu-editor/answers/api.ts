import type { AnswerRow } from '@carta/domain/answers';
import { request, requestFile, segment } from '../../../api/client.ts';
import type { ListResponse } from '../../../api/types.ts';

/** One page of a block's answers, newest first (GET /api/contents/{id}/answers). */
export const fetchAnswers = (
  contentId: number,
  page: { readonly page: number; readonly size: number },
  signal?: AbortSignal,
): Promise<ListResponse<AnswerRow>> =>
  request(`/contents/${segment(contentId)}/answers?page=${page.page}&size=${page.size}`, {
    signal,
    // A count that cannot be read leaves the card without it; the session goes on.
    endsSession: false,
  });

/** Every answer of a block as CSV, its header row in `language`. */
export const fetchAnswersCsv = (contentId: number, language: string): Promise<Blob> =>
  requestFile(`/contents/${segment(contentId)}/answers.csv?lang=${segment(language)}`, 'text/csv');
