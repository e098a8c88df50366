import type { AnyGuestBlock } from '@carta/domain/guest/data';
import { useState } from 'react';
import { useDishAllergens } from '../allergens/DishAllergens.tsx';
import { guestApi } from '../api/client.ts';
import { useResource } from '../api/resource.ts';
import { useGuest } from '../app/session.ts';
import { useLabels } from '../i18n/labels.ts';
import { Icon } from '../ui/icons.tsx';
import { formatPrice } from '../ui/price.ts';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { safeImageSrc } from '../ui/urls.ts';
import type { Dish } from './DishSheet.tsx';
import { pointLabels } from './labels.ts';
import styles from './PointMenu.module.css';
import { sectionsOf } from './sections.ts';

/** A block a guest can order: a named food block with a price (the server's rule too). */
const isOrderable = (block: AnyGuestBlock): block is Dish =>
  block.Key === 'food' &&
  Boolean((block as Dish).FoodName) &&
  typeof (block as Dish).FoodPrice === 'number';

const DishRow = ({
  dish,
  currency,
  onOpen,
}: {
  readonly dish: Dish;
  readonly currency: string;
  readonly onOpen: (dish: Dish) => void;
}) => {
  const { lang } = useGuest();
  const allergens = useDishAllergens(dish.FoodAllergens);
  const image = safeImageSrc(dish.FoodImage);
  const marked = allergens.avoided.length > 0;
  return (
    <li>
      <button
        type="button"
        className={marked ? `${styles.dish} ${styles.marked}` : styles.dish}
        onClick={() => onOpen(dish)}
      >
        <span className={styles.text}>
          <span className={styles.name}>
            {marked && <Icon name="warning" className={styles.warn} />}
            {dish.FoodName}
          </span>
          {dish.FoodIngredients && (
            <span className={styles.ingredients}>{dish.FoodIngredients}</span>
          )}
          <span className={styles.price}>{formatPrice(dish.FoodPrice, lang, currency)}</span>
        </span>
        {image && <img className={styles.thumb} src={image} alt="" loading="lazy" />}
      </button>
    </li>
  );
};

const Dishes = ({
  menuId,
  currency,
  onOpen,
}: {
  readonly menuId: number;
  readonly currency: string;
  readonly onOpen: (dish: Dish) => void;
}) => {
  const { ws, lang } = useGuest();
  const t = useLabels(pointLabels);
  const { resource, retry } = useResource(guestApi.menu(ws, menuId, lang));
  if (resource.status === 'loading') return <Loading />;
  if (resource.status === 'error') return <LoadFailed onRetry={retry} />;
  const dishes = resource.data.Blocks.filter(isOrderable);
  if (dishes.length === 0) return <p className={styles.empty}>{t.noDishes}</p>;
  return (
    <ul className={styles.dishes}>
      {dishes.map((dish) => (
        <DishRow key={dish.ID} dish={dish} currency={currency} onOpen={onOpen} />
      ))}
    </ul>
  );
};

/** The point's menu: its sections as a row of tabs-like buttons, the chosen one's dishes. */
export const PointMenu = ({
  menuId,
  currency,
  onOpen,
}: {
  readonly menuId: number | null;
  readonly currency: string;
  readonly onOpen: (dish: Dish) => void;
}) => {
  const { ws, lang } = useGuest();
  const t = useLabels(pointLabels);
  const { resource, retry } = useResource(guestApi.menus(ws, lang));
  const [chosen, setChosen] = useState<number | null>(null);
  if (resource.status === 'loading') return <Loading />;
  if (resource.status === 'error') return <LoadFailed onRetry={retry} />;
  const sections = sectionsOf(resource.data.data, menuId);
  const current = sections.find((s) => s.ID === chosen) ?? sections[0];
  if (!current) return <p className={styles.empty}>{t.noDishes}</p>;
  return (
    <div>
      {sections.length > 1 && (
        <nav aria-label={t.menus}>
          <ul className={styles.sections}>
            {sections.map((section) => (
              <li key={section.ID}>
                <button
                  type="button"
                  className={styles.section}
                  aria-pressed={section.ID === current.ID}
                  onClick={() => setChosen(section.ID)}
                >
                  {section.Name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Dishes menuId={current.ID} currency={currency} onOpen={onOpen} />
    </div>
  );
};
