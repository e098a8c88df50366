import type { ProviderService, TypeNames } from '../services/catalogues/kinds.ts';
import type { Queryable } from './types.ts';

/** The five type names stored for `link` at a service, null when there are none. */
export const findTypeNames = async (
  db: Queryable,
  service: ProviderService,
  link: string,
): Promise<TypeNames | null> => {
  const row = await db
    .selectFrom('provider_types')
    .selectAll()
    .where('Service', '=', service)
    .where('Link', '=', link)
    .executeTakeFirst();
  return row ? [row.Type01, row.Type02, row.Type03, row.Type04, row.Type05] : null;
};

export const saveTypeNames = async (
  db: Queryable,
  service: ProviderService,
  link: string,
  names: TypeNames,
): Promise<void> => {
  const [Type01, Type02, Type03, Type04, Type05] = names;
  await db
    .insertInto('provider_types')
    .values({ Service: service, Link: link, Type01, Type02, Type03, Type04, Type05 })
    .onConflict((oc) =>
      oc.columns(['Service', 'Link']).doUpdateSet({ Type01, Type02, Type03, Type04, Type05 }),
    )
    .execute();
};
