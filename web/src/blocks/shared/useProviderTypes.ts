import {
  ALL_TYPES,
  type ProviderType,
  type ProviderTypePrefix,
  typeListFromProvider,
} from '@carta/domain/catalogues/providerTypes';
import { useQuery } from '@tanstack/react-query';
import type { activityTypesQuery, showTypesQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';
import { type CatalogueStatus, statusOf } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';

export type ProviderTypesQuery = typeof activityTypesQuery | typeof showTypesQuery;

export type ProviderTypes = {
  /** 0 'TODOS' first, then types 1–5 once the provider has answered. */
  readonly types: readonly ProviderType[];
  readonly status: CatalogueStatus;
  /** False when the enterprise has no DviewLink: nothing is asked, only 'TODOS' is offered. */
  readonly hasLink: boolean;
  readonly retry: () => void;
};

/**
 * The activity or show types of the enterprise's DviewLink (behaviour.md#data type lists), shared by the activity,
 * show and external-activity editors so the three read the provider the same way.
 */
export const useProviderTypes = (
  query: ProviderTypesQuery,
  prefix: ProviderTypePrefix,
): ProviderTypes => {
  const { enterprise } = useSession();
  const link = enterprise.DviewLink?.trim() ?? '';
  const hasLink = link !== '';
  const answer = useQuery({ ...query(link), enabled: hasLink });
  return {
    types: hasLink && answer.data ? typeListFromProvider(answer.data, prefix) : [ALL_TYPES],
    // A disabled query stays pending forever: without a link there is nothing to wait for.
    status: hasLink ? statusOf(answer) : 'ready',
    hasLink,
    retry: () => void answer.refetch(),
  };
};
