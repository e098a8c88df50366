import { useQuery } from '@tanstack/react-query';
import { restaurantsQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';

/**
 * The restaurants of the enterprise's hotel chain (behaviour.md#api). An enterprise outside any chain has no
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
