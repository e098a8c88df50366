/**
 * behaviour.md#data "Activity type list" and "Show type list": the types the activity provider and the shows
 * service name in the first element of their answer (TypeActivity01..05 / TypeShow01..05), built
 * on the client as a list headed by 0 'TODOS' (all).
 */

export type ProviderTypePrefix = 'TypeActivity' | 'TypeShow';

export type ProviderType = { readonly ID: number; readonly Name: string };

/** What the provider answers in its first element; any field may be missing or not a string. */
export type ProviderTypesAnswer = Readonly<Record<string, unknown>>;

/** Option 0 means every type. */
export const ALL_TYPES: ProviderType = { ID: 0, Name: 'TODOS' };

/** docs/decisions.md: of the two readings (1–3 and 1–5), types 1–5. */
export const PROVIDER_TYPE_COUNT = 5;

/** A value 'Name#x#y#z' carries extra parts: only the name is shown. */
const NAME_WITH_EXTRAS_PARTS = 4;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 'Type 01'..'Type 05': the name of a type the provider left empty. */
export const fallbackTypeName = (n: number): string => `Type ${twoDigits(n)}`;

/**
 * The shown name of one provider value: empty or absent falls back to 'Type NN'; a value that
 * splits by '#' into exactly 4 parts uses only the first part; any other value as it is, trimmed.
 */
export const providerTypeName = (value: unknown, n: number): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  const parts = text.split('#');
  const name = parts.length === NAME_WITH_EXTRAS_PARTS ? (parts[0] ?? '').trim() : text;
  return name === '' ? fallbackTypeName(n) : name;
};

/** [0 'TODOS', 1..5 named from `{prefix}01`..`{prefix}05`] of the provider's first element. */
export const typeListFromProvider = (
  first: ProviderTypesAnswer | null | undefined,
  prefix: ProviderTypePrefix,
): ProviderType[] => [
  ALL_TYPES,
  ...Array.from({ length: PROVIDER_TYPE_COUNT }, (_, i) => {
    const ID = i + 1;
    return { ID, Name: providerTypeName(first?.[`${prefix}${twoDigits(ID)}`], ID) };
  }),
];
