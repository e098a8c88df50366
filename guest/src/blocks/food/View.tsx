import { AllergenList, AllergenWarning, useDishAllergens } from '../../allergens/DishAllergens.tsx';
import { useGuest } from '../../app/session.ts';
import { useLabels } from '../../i18n/labels.ts';
import { formatPrice } from '../../ui/price.ts';
import { safeImageSrc } from '../../ui/urls.ts';
import type { GuestView } from '../types.ts';
import { Extras } from './Extras.tsx';
import { foodLabels } from './labels.ts';
import styles from './View.module.css';

const FLAGS = [
  ['FoodVegan', 'vegan'],
  ['FoodVegetarian', 'vegetarian'],
  ['FoodNew', 'new'],
  ['FoodRecommended', 'recommended'],
  ['FoodSlowFood', 'slowFood'],
] as const;

/**
 * Food & drink (27): a dish — its image, name, price in the venue's currency written the guest's
 * way, ingredients, diet flags, allergens (icon and name, from the venue's catalogue) and note.
 * A dish with an allergen the guest avoids is marked (allergens/: hiding is the block list's).
 * A new block without a name renders nothing.
 */
export const FoodView: GuestView<'food'> = ({ block }) => {
  const { lang } = useGuest();
  const t = useLabels(foodLabels);
  const allergens = useDishAllergens(block.FoodAllergens);
  if (!block.FoodName) return null;
  const price = formatPrice(block.FoodPrice, lang);
  const image = safeImageSrc(block.FoodImage);
  const flags = FLAGS.filter(([field]) => block[field] === true);
  const marked = allergens.avoided.length > 0;
  return (
    <article className={marked ? `${styles.dish} ${styles.marked}` : styles.dish}>
      {image && <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />}
      <div className={styles.body}>
        <header className={styles.head}>
          <h3 className={styles.name}>{block.FoodName}</h3>
          {price && (
            <p className={styles.price}>
              <span className="visually-hidden">{t.price}: </span>
              {price}
            </p>
          )}
        </header>
        <AllergenWarning state={allergens} />
        {block.FoodIngredients && <p className={styles.ingredients}>{block.FoodIngredients}</p>}
        {flags.length > 0 && (
          <ul className={styles.flags}>
            {flags.map(([field, label]) => (
              <li key={field} className={styles.flag}>
                {t[label]}
              </li>
            ))}
          </ul>
        )}
        <AllergenList state={allergens} title={t.allergens} />
        {block.Extras && block.Extras.length > 0 && (
          <Extras
            extras={block.Extras}
            title={block.FoodLabelExtras}
            onlyOne={block.FoodOnlyOne === true}
            lang={lang}
          />
        )}
        {block.FoodNote && <p className={styles.note}>{block.FoodNote}</p>}
      </div>
    </article>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly food: typeof FoodView;
  }
}
