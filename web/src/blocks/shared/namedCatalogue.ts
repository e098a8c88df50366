import type { NamedRecord } from '../../api/catalogues.ts';
import type { CatalogueOption } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';

/**
 * The behaviour.md#api catalogues of named records (forms, interactive maps, weekly-menu sources) feed fields
 * stored as a positive integer id or null (`pickedIdSchema`). These helpers keep every choice the
 * select can report valid for that schema.
 */

/** A positive integer id, also when the wire or a legacy row gives it as text; else null. */
export const toPickedId = (value: unknown): number | null => {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The records as select options; a record whose id could not be stored is left out. */
export const namedOptions = (records: readonly NamedRecord[] | undefined): CatalogueOption[] =>
  (records ?? []).flatMap((record) => {
    const value = toPickedId(record.ID);
    return value === null ? [] : [{ value, label: record.Name }];
  });

/** The name of the record `id` in a list already read, if it is there. */
export const nameIn = (
  records: readonly NamedRecord[] | undefined,
  id: number,
): string | undefined => records?.find((record) => toPickedId(record.ID) === id)?.Name;
