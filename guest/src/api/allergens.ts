import { ALLERGENS, type AllergenRecord } from '@carta/domain/allergens';
import { getJson } from './client.ts';
import { useResource } from './resource.ts';

type AllergenList = { readonly data: readonly AllergenRecord[]; readonly total: number };

/** `GET /api/utils/allergens/{ws}` (public): the venue's allergen catalogue. */
export const allergensRequest = (ws: string) => ({
  url: `/api/utils/allergens/${encodeURIComponent(ws)}`,
  load: getJson<AllergenList>,
});

/**
 * The allergen catalogue: the API's answer once it arrives, the EU list domain keeps until then
 * (and when the read fails), so a dish's allergens are never a blank.
 */
export const useAllergens = (ws: string): readonly AllergenRecord[] => {
  const { resource } = useResource(allergensRequest(ws));
  return resource.status === 'ok' && Array.isArray(resource.data.data)
    ? resource.data.data
    : ALLERGENS;
};

/** An allergen's icon, `/assets/allergens/{Image}.svg`; null for a name that is not a plain word. */
export const allergenIconSrc = (image: string): string | null =>
  /^[a-z0-9_-]{1,40}$/i.test(image) ? `/assets/allergens/${image}.svg` : null;
