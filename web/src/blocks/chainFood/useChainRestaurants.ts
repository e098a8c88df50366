import { useQuery } from '@tanstack/react-query';
import type { NamedRecord } from '../../api/catalogues.ts';
import { restaurantsQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';

/**
 * The restaurants of the enterprise's hotel chain (§7). An enterprise outside any chain has no
 * list to ask for: the call is not made and `chain` is null. `active` false (a collapsed block)
 * asks nothing either, and only reads a list another editor already fetched.
 */
export const useChainRestaurants = (active: boolean) => {
  const { enterprise } = useSession();
  const chain = enterprise.Chain?.trim() ? enterprise.Chain : null;
  const query = useQuery({
    ...restaurantsQuery(chain ?? '', enterprise.ID),
    enabled: active && chain !== null,
  });
  return { chain, query };
};

/** The name of restaurant `id` in a list read before, if it is there. */
export const restaurantName = (
  list: readonly NamedRecord[] | undefined,
  id: number,
): string | undefined => list?.find((restaurant) => String(restaurant.ID) === String(id))?.Name;
