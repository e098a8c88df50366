import type { AllergenRecord } from '@carta/domain/allergens';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, segment } from './client.ts';

export type { AllergenRecord };

/** The icons ship with the web app (web/public/assets/allergens), served beside it. */
export const ALLERGEN_ICON_BASE = '/assets/allergens/';

/** An icon's URL from its base name; a name that is not a plain file name gets no URL at all. */
export const allergenIconUrl = (image: string): string | null =>
  /^[a-z0-9_-]+$/i.test(image) ? `${ALLERGEN_ICON_BASE}${image}.svg` : null;

/**
 * behaviour.md#api `utils/allergens/{enterpriseID or current domain}`. A public call: guest apps read it without a
 * token, and a failure here must not end a staff session.
 */
export const fetchAllergens = async (
  enterprise: string,
  signal?: AbortSignal,
): Promise<AllergenRecord[]> => {
  const answer = await request<{ data: AllergenRecord[] }>(
    `/utils/allergens/${segment(enterprise)}`,
    { scope: 'public', signal },
  );
  return answer.data;
};

export const allergensQueryKey = (enterprise: string) => ['allergens', enterprise] as const;

export const allergensQuery = (enterprise: string) =>
  queryOptions({
    queryKey: allergensQueryKey(enterprise),
    queryFn: ({ signal }) => fetchAllergens(enterprise, signal),
    // The catalogue is fixed by law: once read, it stays for the whole visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useAllergens = (enterpriseId: string) => useQuery(allergensQuery(enterpriseId));
