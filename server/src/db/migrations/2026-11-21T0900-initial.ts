import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// Migrations see the schema as it was then, not today's table types.
type AnyDb = Kysely<unknown>;

export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  const json = dialect.jsonType;
  await db.schema
    .createTable('enterprises')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Languages', json, (c) => c.notNull())
    .addColumn('Permission', json, (c) => c.notNull())
    .addColumn('TimeZone', 'text', (c) => c.notNull().defaultTo('Europe/Madrid'))
    .addColumn('EnterpriseColor', 'text', (c) => c.notNull())
    .addColumn('BGColor', 'text', (c) => c.notNull())
    .addColumn('AuthType', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('DviewLink', 'text')
    .addColumn('IncludeExtras', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Style', json, (c) => c.notNull())
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Email', 'text', (c) => c.notNull().unique())
    .addColumn('PasswordHash', 'text', (c) => c.notNull())
    .addColumn('IsAdmin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Permission', json, (c) => c.notNull())
    .addColumn('ShowCustomColorMenu', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('Owner', 'text', (c) => c.notNull())
    .addColumn('ParentID', 'integer', (c) => c.references('menus.ID').onDelete('cascade'))
    .addColumn('Name', json, (c) => c.notNull())
    .addColumn('Image', 'text')
    .addColumn('Alias', 'text')
    .addColumn('ORD', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Type', 'integer')
    .addColumn('Private', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('IsTemp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('StartDate', 'text')
    .addColumn('EndDate', 'text')
    .addColumn('NoEndDate', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('WebAppAsContent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('WebAppAsLink', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('WebAppAsContentDomain', 'text')
    .addColumn('BGColor', 'text')
    .addColumn('TextColor', 'text')
    .addColumn('BGColorContent', 'text')
    .addColumn('TextColorContent', 'text')
    .addColumn('Availability', json)
    .addColumn('Version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('menus_owner_ord').on('menus').columns(['Owner', 'ORD']).execute();
  await db.schema.createIndex('menus_parent').on('menus').column('ParentID').execute();

  await db.schema
    .createTable('menu_users')
    .addColumn('MenuID', 'integer', (c) => c.notNull().references('menus.ID').onDelete('cascade'))
    .addColumn('UserID', 'integer', (c) => c.notNull().references('users.ID').onDelete('cascade'))
    .addPrimaryKeyConstraint('menu_users_pk', ['MenuID', 'UserID'])
    .execute();

  await db.schema
    .createTable('contents')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('Owner', 'text', (c) => c.notNull())
    .addColumn('MenuID', 'integer', (c) => c.notNull().references('menus.ID').onDelete('cascade'))
    .addColumn('Type', 'integer', (c) => c.notNull())
    .addColumn('ORD', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('HideMobile', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Availability', json)
    .addColumn('Data', json, (c) => c.notNull())
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contents_menu_ord')
    .on('contents')
    .columns(['MenuID', 'ORD'])
    .execute();
};
