import type { Selectable } from 'kysely';
import { fromJson } from '../db/dialect.ts';
import type { EnterprisesTable } from '../db/tables/enterprises.ts';
import {
  isTranslationProvider,
  type TranslationProviderId,
} from '../services/translation/translator.ts';
import { bool, type Queryable } from './types.ts';

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
