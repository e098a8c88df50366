import { type BlockKey, contentTypeById } from './content-types.ts';
import { hasAnyText, type Translatable } from './translatable.ts';

/**
 * behaviour.md#validation: the fields without which a block's guest view shows nothing at all, so
 * a save that leaves one empty is refused (by the editor and by the server) instead of the block
 * silently disappearing for guests. One rule per type; each answers the stored fields missing.
 */
type Need = ((data: Readonly<Record<string, unknown>>) => string[]) & {
  /** The field needed, and whether it is plain text or a translatable value: the API description states it. */
  readonly field: string;
  readonly kind: NeedKind;
};
export type NeedKind = 'text' | 'translated';

const text = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
const translated = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && hasAnyText(value as Translatable);

const PRESENT: Readonly<Record<NeedKind, (value: unknown) => boolean>> = { text, translated };

const needs = (field: string, kind: NeedKind): Need =>
  Object.assign(
    (data: Readonly<Record<string, unknown>>) => (PRESENT[kind](data[field]) ? [] : [field]),
    { field, kind },
  );

export const GUEST_NEEDS: Readonly<Partial<Record<BlockKey, Need>>> = {
  // The card, its password included, is drawn only for a network it can name.
  wifi: needs('WifiSSID', 'text'),
  alert: needs('AlertText', 'translated'),
  twitter: needs('TwitterAccount', 'text'),
  facebook: needs('FacebookAccount', 'text'),
  food: needs('FoodName', 'translated'),
  product: needs('ProductName', 'translated'),
  externalLink: needs('LinkExternal', 'translated'),
  dropdownButton: needs('DropdownButtonTitle', 'translated'),
  simpleText: needs('Title', 'translated'),
};

/** The stored fields a block of type `type` lacks for its guest view to show anything. */
export const guestNeedIssues = (
  type: number,
  data: Readonly<Record<string, unknown>>,
): string[] => {
  const key = contentTypeById(type)?.key as BlockKey | undefined;
  const need = key ? GUEST_NEEDS[key] : undefined;
  return need ? need(data) : [];
};
