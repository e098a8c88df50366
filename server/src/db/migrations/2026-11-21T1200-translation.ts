import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// Migrations see the schema as it was then, not today's table types.
type AnyDb = Kysely<unknown>;

/** Machine-translation settings of an enterprise; all null means the feature is off. */
export const up = async (db: AnyDb, _dialect: Dialect): Promise<void> => {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  for (const column of ['TranslationProvider', 'TranslationKey', 'TranslationUrl']) {
    await db.schema.alterTable('enterprises').addColumn(column, 'text').execute();
  }
};
