import { ALLERGENS } from '@carta/domain/allergens';
import { allergenConflicts } from '@carta/domain/allergens-filter';
import type { GuestExtra, GuestExtraGroup } from '@carta/domain/guest/extras';
import { groupHasRoom, groupRuleText } from '@carta/domain/orders/extra-groups';
import { allergenLabels } from '../allergens/labels.ts';
import { allergenName } from '../allergens/names.ts';
import { useAllergenFilter } from '../allergens/store.ts';
import { useAllergens } from '../api/allergens.ts';
import { useGuest } from '../app/session.ts';
import { foodLabels } from '../blocks/food/labels.ts';
import { useLabels } from '../i18n/labels.ts';
import { formatPrice } from '../ui/price.ts';
import styles from './DishSheet.module.css';
import { fill, pointLabels } from './labels.ts';

/** One heading of the sheet: a group (null: the options of no group) and its options. */
type Section = { readonly group: GuestExtraGroup | null; readonly options: GuestExtra[] };

/** The dish's groups in their order, then the options of no group (all of them on older dishes). */
export const sectionsOf = (
  groups: readonly GuestExtraGroup[],
  extras: readonly GuestExtra[],
): Section[] => {
  const known = new Set(groups.map((g) => g.ID));
  const sections: Section[] = groups.map((group) => ({
    group,
    options: extras.filter((e) => e.GroupID === group.ID),
  }));
  const loose = extras.filter((e) => e.GroupID === undefined || !known.has(e.GroupID));
  if (loose.length > 0) sections.push({ group: null, options: loose });
  return sections.filter((s) => s.options.length > 0);
};

/** The ids of the options whose allergens the guest avoids: what the filter covers besides dishes. */
export const useAvoidedOptions = (extras: readonly GuestExtra[]): Set<number> => {
  const filter = useAllergenFilter();
  return new Set(
    extras
      .filter((e) => allergenConflicts(filter.avoid, e.Allergens ?? []).length > 0)
      .map((e) => e.ID),
  );
};

/**
 * behaviour.md#extra-groups: each group with its rule ("Elige 1", "Hasta 2"); once a group holds its
 * Max, its other options are disabled (a group of exactly one swaps instead). Options of no group
 * follow under the dish's extras label, one only when the dish says so, as before groups.
 */
export const ExtraChoices = ({
  groups,
  extras,
  chosen,
  label,
  onlyOne,
  currency,
  onToggle,
}: {
  readonly groups: readonly GuestExtraGroup[];
  readonly extras: readonly GuestExtra[];
  readonly chosen: readonly number[];
  readonly label: string;
  readonly onlyOne: boolean;
  readonly currency: string;
  readonly onToggle: (id: number) => void;
}) => {
  const { lang, ws } = useGuest();
  const t = useLabels(pointLabels);
  const food = useLabels(foodLabels);
  const allergenT = useLabels(allergenLabels);
  const catalogue = useAllergens(ws);
  const filter = useAllergenFilter();
  const avoided = useAvoidedOptions(extras);

  const ruleOf = (group: GuestExtraGroup) => {
    const rule = groupRuleText(group);
    if (rule.kind === 'exactly') return fill(t.chooseExactly, { count: rule.count });
    if (rule.kind === 'upTo') return fill(t.chooseUpTo, { count: rule.count });
    return fill(t.chooseBetween, { min: rule.min, max: rule.max });
  };
  const namesOf = (ids: readonly number[]) =>
    ids
      .map((id) => catalogue.find((a) => a.ID === id) ?? ALLERGENS.find((a) => a.ID === id))
      .flatMap((a) => (a ? [allergenName(a, lang)] : []))
      .join(', ');

  return (
    <>
      {sectionsOf(groups, extras).map(({ group, options }) => {
        const full = group ? !groupHasRoom(group, extras, chosen) : false;
        // A group of exactly one swaps its choice: its options stay enabled.
        const lockRest = full && group !== null && group.Max !== 1;
        const title = group
          ? `${group.Name ? `${group.Name} · ` : ''}${ruleOf(group)}`
          : onlyOne
            ? `${label} · ${food.onlyOne}`
            : label;
        return (
          <fieldset
            key={group?.ID ?? 'loose'}
            className={styles.fieldset}
            data-group={group?.ID ?? ''}
          >
            <legend className={styles.legend}>{title}</legend>
            {options.map((extra) => {
              const on = chosen.includes(extra.ID);
              const conflict = avoided.has(extra.ID);
              if (conflict && filter.hide && !on) return null;
              const contains = extra.Allergens?.length ? namesOf(extra.Allergens) : '';
              return (
                <label key={extra.ID} className={styles.extra}>
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={extra.SoldOut === true || (lockRest && !on)}
                    onChange={() => onToggle(extra.ID)}
                  />
                  <span className={styles.extraName}>
                    {extra.SoldOut ? `${extra.Name} · ${t.soldOut}` : extra.Name}
                    {contains && (
                      <span
                        className={conflict ? styles.optionAvoided : styles.optionAllergens}
                        data-avoided={conflict ? '' : undefined}
                      >
                        {fill(allergenT.contains, { list: contains })}
                      </span>
                    )}
                  </span>
                  <span className={styles.extraPrice}>
                    {extra.Price > 0
                      ? `+${formatPrice(extra.Price, lang, currency)}`
                      : food.noCharge}
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
};
