import { INFOTEN_FILTER_KEYS, type InfotenFilterKey } from '@carta/domain/blocks/infoten';
import {
  INFOTEN_KIND_BY_KEY,
  type InfotenLists,
  infotenOptions,
} from '@carta/domain/catalogues/infoten';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { type InfotenEntry, infotenQuery } from '../../api/catalogues.ts';
import { type CatalogueStatus, statusOf } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';

export type InfotenListsState = {
  /** The lists read so far; one loading or failed is absent. */
  readonly lists: InfotenLists;
  readonly status: Readonly<Record<InfotenFilterKey, CatalogueStatus>>;
  readonly retry: Readonly<Record<InfotenFilterKey, () => void>>;
  /** No list is loading any more: each one has been read or has failed. */
  readonly settled: boolean;
};

const byKey = <T>(value: (key: InfotenFilterKey, index: number) => T) =>
  Object.fromEntries(INFOTEN_FILTER_KEYS.map((key, index) => [key, value(key, index)])) as Record<
    InfotenFilterKey,
    T
  >;

// Module-level, so react-query keeps the combined value while no query changes.
const combine = (results: UseQueryResult<InfotenEntry[]>[]): InfotenListsState => {
  const resultOf = (index: number) => results[index];
  const lists: InfotenLists = {};
  INFOTEN_FILTER_KEYS.forEach((key, index) => {
    const data = resultOf(index)?.data;
    if (data) lists[key] = infotenOptions(key, data);
  });
  return {
    lists,
    status: byKey((_key, index) =>
      statusOf(resultOf(index) ?? { isPending: true, isError: false }),
    ),
    retry: byKey((_key, index) => () => {
      void resultOf(index)?.refetch();
    }),
    settled: results.every((result) => !result.isPending),
  };
};

/** The eight public infoten catalogues (behaviour.md#api), each read on its own so one failure stays local. */
export const useInfotenLists = (): InfotenListsState =>
  useQueries({
    queries: INFOTEN_FILTER_KEYS.map((key) => infotenQuery(INFOTEN_KIND_BY_KEY[key])),
    combine,
  });
