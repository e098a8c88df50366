import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// Migrations see the schema as it was then, not today's table types.
type AnyDb = Kysely<unknown>;

/**
 * behaviour.md#guest-app: guests' answers to form and poll blocks, kept per venue (the enterprise whose guest
 * answered: a common block is answered by the guests of every venue it is assigned to). They go
 * with their block and with their venue.
 */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('block_answers')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('ContentID', 'integer', (c) =>
      c.notNull().references('contents.ID').onDelete('cascade'),
    )
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addColumn('Language', 'text', (c) => c.notNull())
    .addColumn('Answers', dialect.jsonType, (c) => c.notNull())
    // The guest's Idempotency-Key, null without one: a repeated key answers the first answer.
    .addColumn('IdempotencyKey', 'text')
    .execute();
  // The staff's list and export walk one block's answers newest first.
  await db.schema
    .createIndex('block_answers_content_created')
    .on('block_answers')
    .columns(['ContentID', 'CreatedAt'])
    .execute();
  // Both databases let several rows hold a null key; a key is stored once per block.
  await db.schema
    .createIndex('block_answers_content_key')
    .on('block_answers')
    .columns(['ContentID', 'IdempotencyKey'])
    .unique()
    .execute();
};
