import type { Generated } from 'kysely';

/** Lists and settings are JSON text (see dialect.ts); flags are 0/1 integers on both databases. */
export type EnterprisesTable = {
  ID: Generated<number>;
  Name: string;
  Languages: string;
  Permission: string;
  TimeZone: string;
  EnterpriseColor: string;
  BGColor: string;
  AuthType: string;
  DviewLink: string | null;
  /** The hotel chain the enterprise belongs to (a short id such as 'demo-chain'), null when none. */
  Chain: string | null;
  IncludeExtras: number;
  Style: string;
  CreatedAt: string;
  /** Machine translation (behaviour.md#widgets): 'deepl' | 'google' | 'libretranslate', null when off. */
  TranslationProvider: string | null;
  /** The provider's API key: a secret, never answered to a browser nor logged. */
  TranslationKey: string | null;
  /** Base URL override (self-hosted LibreTranslate, DeepL free vs pro); null for the default. */
  TranslationUrl: string | null;
  /** An uploaded image's path (under /uploads), or null. */
  Logo: Generated<string | null>;
  /** What new users' HideDishOrderPoint starts as (behaviour.md#administration). */
  HideDishOrderPoint: Generated<number>;
};
