import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchAnswers } from './api.ts';

/** Every query of one block's answers: invalidated together when its dialog opens. */
export const answersKey = (contentId: number) => ['block-answers', contentId] as const;

/** How many answers a block has: a page of one, for its total. */
export const answerCountQuery = (contentId: number) =>
  queryOptions({
    queryKey: [...answersKey(contentId), 'count'] as const,
    queryFn: ({ signal }) => fetchAnswers(contentId, { page: 1, size: 1 }, signal),
    select: (list) => list.total,
    staleTime: 60_000,
    retry: false,
  });

/** One page of a block's answers; the previous page stays on screen while the next loads. */
export const answersPageQuery = (contentId: number, page: number, size: number) =>
  queryOptions({
    queryKey: [...answersKey(contentId), 'page', page, size] as const,
    queryFn: ({ signal }) => fetchAnswers(contentId, { page, size }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
