import type { Selectable, Updateable } from 'kysely';
import { fromJson, toJson } from '../db/dialect.ts';
import type { EnterprisesTable } from '../db/tables/enterprises.ts';
import {
  isTranslationProvider,
  type TranslationProviderId,
} from '../services/translation/translator.ts';
import { bool, now, type Queryable } from './types.ts';

/** Style settings used by guest apps and the preview tile (behaviour.md#data Enterprise). */
export type EnterpriseStyle = {
  Color?: string;
  BGColorSecundary?: string;
  ColorSecundary?: string;
  GlobalFont?: string;
  Font?: string;
  FontSecundary?: string;
  FontSize?: number;
  FontSizeSecundary?: number;
  withGradient?: boolean;
  withGradientSubmenu?: boolean;
};

const translationProviderOf = (value: string | null): TranslationProviderId | null =>
  isTranslationProvider(value) ? value : null;

/** An enterprise as browsers read it. The translation key and URL are secrets: never here. */
export const toEnterprise = (row: Selectable<EnterprisesTable>) => ({
  ID: row.ID,
  Name: row.Name,
  enterpriseColor: row.EnterpriseColor,
  BGColor: row.BGColor,
  Languages: fromJson<string[]>(row.Languages, ['es']),
  Permission: fromJson<number[]>(row.Permission, []),
  DviewLink: row.DviewLink,
  Chain: row.Chain,
  AuthType: row.AuthType,
  IncludeExtras: bool(row.IncludeExtras),
  TimeZone: row.TimeZone,
  ...fromJson<EnterpriseStyle>(row.Style, {}),
  /** Machine translation is active when not null (behaviour.md#widgets 'translate' icon). */
  TranslationProvider: translationProviderOf(row.TranslationProvider),
  /** Whether a key is stored: the key itself is write-only (behaviour.md#administration). */
  TranslationConfigured: Boolean(row.TranslationKey),
  Logo: row.Logo,
  HideDishOrderPoint: bool(row.HideDishOrderPoint),
});
export type Enterprise = ReturnType<typeof toEnterprise>;

/** Server-side only: what the translation call needs, key included. */
export type TranslationSettings = {
  readonly provider: TranslationProviderId;
  readonly key: string | null;
  readonly url: string | null;
};

/** The enterprise's machine-translation settings, null when the feature is off. */
export const translationSettingsOf = (
  row: Selectable<EnterprisesTable>,
): TranslationSettings | null => {
  const provider = translationProviderOf(row.TranslationProvider);
  return provider ? { provider, key: row.TranslationKey, url: row.TranslationUrl } : null;
};

/** Sets (or with null, clears) the enterprise's provider, key and URL together. */
export const updateTranslationSettings = (
  db: Queryable,
  id: number,
  settings: TranslationSettings | null,
) =>
  db
    .updateTable('enterprises')
    .set({
      TranslationProvider: settings?.provider ?? null,
      TranslationKey: settings?.key ?? null,
      TranslationUrl: settings?.url ?? null,
    })
    .where('ID', '=', id)
    .execute();

export const findEnterprise = (db: Queryable, id: number) =>
  db.selectFrom('enterprises').selectAll().where('ID', '=', id).executeTakeFirst();

export const enterpriseTimeZone = async (db: Queryable, id: number): Promise<string> => {
  const row = await db
    .selectFrom('enterprises')
    .select('TimeZone')
    .where('ID', '=', id)
    .executeTakeFirst();
  return row?.TimeZone ?? 'Europe/Madrid';
};

/** Enterprises by name, a page of them and the count (platform administrators switch between them). */
export const listEnterprises = async (
  db: Queryable,
  q: { readonly search: string; readonly offset: number; readonly limit: number },
) => {
  let base = db.selectFrom('enterprises');
  if (q.search)
    base = base.where((eb) => eb(eb.fn('lower', ['Name']), 'like', `%${q.search.toLowerCase()}%`));
  const [data, count] = await Promise.all([
    base
      .select(['ID', 'Name'])
      .orderBy('Name')
      .orderBy('ID')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { data, total: Number(count?.total ?? 0) };
};

/**
 * Creates an enterprise with the default look, every content type permitted and no machine
 * translation, and answers its id.
 */
export const insertEnterprise = async (
  db: Queryable,
  enterprise: {
    readonly Name: string;
    readonly Languages: readonly string[];
    readonly Permission: readonly number[];
    readonly TimeZone: string;
  },
): Promise<number> => {
  const row = await db
    .insertInto('enterprises')
    .values({
      Name: enterprise.Name,
      Languages: toJson(enterprise.Languages),
      Permission: toJson(enterprise.Permission),
      TimeZone: enterprise.TimeZone,
      EnterpriseColor: '#1565c0',
      BGColor: '#f5f5f5',
      AuthType: 'none',
      DviewLink: null,
      Chain: null,
      IncludeExtras: 0,
      Style: toJson({}),
      CreatedAt: now(),
      TranslationProvider: null,
      TranslationKey: null,
      TranslationUrl: null,
    })
    .returning('ID')
    .executeTakeFirstOrThrow();
  return row.ID;
};

/** The settings an administrator changes; the JSON columns as their values. */
export type EnterpriseChanges = Omit<
  Updateable<EnterprisesTable>,
  'ID' | 'Languages' | 'Permission' | 'Style'
> & {
  readonly Languages?: readonly string[];
  readonly Permission?: readonly number[];
  readonly Style?: Record<string, unknown>;
};

export const updateEnterprise = async (db: Queryable, id: number, changes: EnterpriseChanges) => {
  const { Languages, Permission, Style, ...rest } = changes;
  await db
    .updateTable('enterprises')
    .set({
      ...rest,
      ...(Languages !== undefined ? { Languages: toJson(Languages) } : {}),
      ...(Permission !== undefined ? { Permission: toJson(Permission) } : {}),
      ...(Style !== undefined ? { Style: toJson(Style) } : {}),
    })
    .where('ID', '=', id)
    .execute();
};

/** The venue's name and time zone as tickets print them. */
export const venueNameAndZone = async (db: Queryable, id: number) => {
  const row = await db
    .selectFrom('enterprises')
    .select(['Name', 'TimeZone'])
    .where('ID', '=', id)
    .executeTakeFirst();
  return { name: row?.Name ?? '', timeZone: row?.TimeZone ?? 'Europe/Madrid' };
};

/** Every enterprise, in id order (the sitemap walks them all). */
export const listAllEnterprises = (db: Queryable) =>
  db.selectFrom('enterprises').selectAll().orderBy('ID').execute();
