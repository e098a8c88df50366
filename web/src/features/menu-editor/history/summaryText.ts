import type { MenuChangeSummary } from '@carta/domain/revisions';
import type { TFunction } from 'i18next';

type FieldGroup =
  | 'name'
  | 'logo'
  | 'alias'
  | 'private'
  | 'type'
  | 'availability'
  | 'webApp'
  | 'colors'
  | 'submenus'
  | 'parent';

/** API field names grouped as a receptionist sees them in the menu's settings card. */
const GROUP_OF: Readonly<Record<string, FieldGroup>> = {
  Name: 'name',
  Image: 'logo',
  Alias: 'alias',
  Private: 'private',
  Type: 'type',
  IsTemp: 'availability',
  StartDate: 'availability',
  EndDate: 'availability',
  NoEndDate: 'availability',
  Availability: 'availability',
  WebAppAsContent: 'webApp',
  WebAppAsLink: 'webApp',
  WebAppAsContentDomain: 'webApp',
  BGColor: 'colors',
  TextColor: 'colors',
  BGColorContent: 'colors',
  TextColorContent: 'colors',
  Menus: 'submenus',
  ParentID: 'parent',
};

/** The changed fields in words, each group once, in the order the summary lists them. */
const fieldWords = (fields: readonly string[], t: TFunction): string[] => {
  const words: string[] = [];
  for (const field of fields) {
    const group = GROUP_OF[field];
    const word = group ? t(`menus.history.fields.${group}`) : t('menus.history.fields.other');
    if (!words.includes(word)) words.push(word);
  }
  return words;
};

/** One line saying what a save changed, in the interface language. */
export const summaryText = (summary: MenuChangeSummary, t: TFunction): string => {
  if (summary.kind === 'created')
    return t('menus.history.summary.created', { count: summary.blocks });
  if (summary.kind === 'original')
    return t('menus.history.summary.original', { count: summary.blocks });
  if (summary.kind === 'first') return t('menus.history.summary.first', { count: summary.blocks });
  const parts: string[] = [];
  if (summary.added > 0) parts.push(t('menus.history.summary.added', { count: summary.added }));
  if (summary.removed > 0)
    parts.push(t('menus.history.summary.removed', { count: summary.removed }));
  if (summary.edited > 0) parts.push(t('menus.history.summary.edited', { count: summary.edited }));
  if (summary.moved > 0) parts.push(t('menus.history.summary.moved', { count: summary.moved }));
  const words = fieldWords(summary.fields, t);
  if (words.length > 0) parts.push(t('menus.history.summary.fields', { fields: words.join(', ') }));
  if (parts.length === 0) return t('menus.history.summary.unchanged');
  const line = parts.join(', ');
  return line.charAt(0).toUpperCase() + line.slice(1);
};
