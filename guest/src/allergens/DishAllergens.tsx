import { ALLERGENS, type AllergenRecord } from '@carta/domain/allergens';
import { allergenConflicts } from '@carta/domain/allergens-filter';
import { allergenIconSrc, useAllergens } from '../api/allergens.ts';
import { useGuest } from '../app/session.ts';
import { useLabels } from '../i18n/labels.ts';
import { Icon } from '../ui/icons.tsx';
import styles from './DishAllergens.module.css';
import { allergenLabels } from './labels.ts';
import { allergenName } from './names.ts';
import { useAllergenFilter } from './store.ts';

export type DishAllergenState = {
  /** The dish's allergens, resolved from the venue's catalogue, in the dish's order. */
  readonly allergens: readonly AllergenRecord[];
  /** Those the guest avoids (ids, ascending). */
  readonly avoided: readonly number[];
};

/**
 * A dish's allergens and which of them the guest avoids: the one piece every view that shows a
 * dish uses, so that marking follows the same rules everywhere.
 */
export const useDishAllergens = (ids: unknown): DishAllergenState => {
  const { ws } = useGuest();
  const catalogue = useAllergens(ws);
  const filter = useAllergenFilter();
  const list = Array.isArray(ids) ? (ids as readonly unknown[]) : [];
  const allergens = list
    .map((id) => catalogue.find((a) => a.ID === id) ?? ALLERGENS.find((a) => a.ID === id))
    .filter((a): a is AllergenRecord => a !== undefined);
  return { allergens, avoided: allergenConflicts(filter.avoid, list) };
};

/** "Contiene: Gluten, Lácteos" in words (not colour alone), when the dish has an avoided allergen. */
export const AllergenWarning = ({ state }: { readonly state: DishAllergenState }) => {
  const { lang } = useGuest();
  const t = useLabels(allergenLabels);
  if (state.avoided.length === 0) return null;
  const names = state.avoided
    .map((id) => state.allergens.find((a) => a.ID === id))
    .filter((a): a is AllergenRecord => a !== undefined)
    .map((a) => allergenName(a, lang));
  return (
    <p className={styles.warning} data-allergen-warning="">
      <Icon name="warning" className={styles.warningIcon} />
      <strong>{t.contains.replace('{list}', names.join(', '))}</strong>
    </p>
  );
};

/** The dish's allergens as icons with names, those the guest avoids highlighted. */
export const AllergenList = ({
  state,
  title,
  level = 4,
}: {
  readonly state: DishAllergenState;
  readonly title: string;
  /** One below the heading of what holds the list: a block's dish (h3) or the dish sheet (h2). */
  readonly level?: 3 | 4;
}) => {
  const Heading = level === 3 ? 'h3' : 'h4';
  const { lang } = useGuest();
  const t = useLabels(allergenLabels);
  if (state.allergens.length === 0) return null;
  return (
    <div className={styles.allergens}>
      <Heading className={styles.title}>{title}</Heading>
      <ul className={styles.list}>
        {state.allergens.map((allergen) => {
          const src = allergenIconSrc(allergen.Image);
          const avoided = state.avoided.includes(allergen.ID);
          return (
            <li
              key={allergen.ID}
              className={avoided ? `${styles.allergen} ${styles.avoided}` : styles.allergen}
              data-avoided={avoided ? '' : undefined}
            >
              {src && (
                <img
                  src={src}
                  alt=""
                  width={24}
                  height={24}
                  loading="lazy"
                  className={styles.icon}
                />
              )}
              <span>{allergenName(allergen, lang)}</span>
              {avoided && <span className="visually-hidden"> ({t.avoided})</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
