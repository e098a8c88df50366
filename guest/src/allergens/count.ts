import type { UiLanguage } from '../i18n/labels.ts';

/** "1 plato" or "{count} platos": the singular label where the language's rules say "one". */
export const countLabel = (count: number, ui: UiLanguage, one: string, other: string): string =>
  new Intl.PluralRules(ui).select(count) === 'one' ? one : other.replace('{count}', String(count));
