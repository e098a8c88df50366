import type { AnyGuestBlock } from '@carta/domain/guest/data';
import { useEffect, useState } from 'react';
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
import { type Section, sectionsOf } from './sections.ts';

/** Whether a dish or an extra is sold out now (the live marks; the menu's flag until they are read). */
export type IsOut = (kind: 'dish' | 'extra', id: number, flagged?: boolean) => boolean;

/** The dish as the guest may order it now: the live marks on it and on its extras. */
export const liveDish = (dish: Dish, isOut: IsOut): Dish => {
  const { SoldOut: _flag, Extras, ...rest } = dish;
  return {
    ...rest,
    ...(isOut('dish', dish.ID, dish.SoldOut) ? { SoldOut: true as const } : {}),
    ...(Extras
      ? {
          Extras: Extras.map(({ SoldOut: _out, ...extra }) =>
            isOut('extra', extra.ID, _out) ? { ...extra, SoldOut: true as const } : extra,
          ),
        }
      : {}),
  } as Dish;
};

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
  const t = useLabels(pointLabels);
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
          <span className={styles.price}>
            {formatPrice(dish.FoodPrice, lang, currency)}
            {dish.SoldOut && (
              <span className={styles.soldOut} data-dish-sold-out="">
                {t.soldOut}
              </span>
            )}
          </span>
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
  isOut,
}: {
  readonly menuId: number;
  readonly currency: string;
  readonly onOpen: (dish: Dish) => void;
  readonly isOut: IsOut;
}) => {
  const { ws, lang } = useGuest();
  const t = useLabels(pointLabels);
  const { resource, retry } = useResource(guestApi.menu(ws, menuId, lang));
  if (resource.status === 'loading') return <Loading />;
  if (resource.status === 'error') return <LoadFailed onRetry={retry} />;
  const dishes = resource.data.Blocks.filter(isOrderable).map((d) => liveDish(d, isOut));
  if (dishes.length === 0) return <p className={styles.empty}>{t.noDishes}</p>;
  return (
    <ul className={styles.dishes}>
      {dishes.map((dish) => (
        <DishRow key={dish.ID} dish={dish} currency={currency} onOpen={onOpen} />
      ))}
    </ul>
  );
};

/**
 * The section the point opens on (behaviour.md#ordering): the first that has dishes to order, read
 * one after the other until one has; the first section when none has. Undefined while reading.
 */
const useOpeningSection = (sections: readonly Section[]): Section | undefined => {
  const { ws, lang } = useGuest();
  const [index, setIndex] = useState(0);
  const section = sections[index];
  const { resource } = useResource(section ? guestApi.menu(ws, section.ID, lang) : null);
  const empty = resource.status === 'ok' && !resource.data.Blocks.some(isOrderable);
  const more = index + 1 < sections.length;
  useEffect(() => {
    if (empty && more) setIndex((i) => i + 1);
  }, [empty, more]);
  if (!section || resource.status === 'loading') return undefined;
  if (empty) return more ? undefined : sections[0];
  return section;
};

/** The point's menu: its sections as a row of tabs-like buttons, the chosen one's dishes. */
export const PointMenu = ({
  menuId,
  currency,
  onOpen,
  isOut = (_kind, _id, flagged) => flagged === true,
}: {
  readonly menuId: number | null;
  readonly currency: string;
  readonly onOpen: (dish: Dish) => void;
  readonly isOut?: IsOut;
}) => {
  const { ws, lang } = useGuest();
  const { resource, retry } = useResource(guestApi.menus(ws, lang));
  if (resource.status === 'loading') return <Loading />;
  if (resource.status === 'error') return <LoadFailed onRetry={retry} />;
  return (
    <Sections
      sections={sectionsOf(resource.data.data, menuId)}
      currency={currency}
      onOpen={onOpen}
      isOut={isOut}
    />
  );
};

const Sections = ({
  sections,
  currency,
  onOpen,
  isOut,
}: {
  readonly sections: readonly Section[];
  readonly currency: string;
  readonly onOpen: (dish: Dish) => void;
  readonly isOut: IsOut;
}) => {
  const t = useLabels(pointLabels);
  const [chosen, setChosen] = useState<number | null>(null);
  const opening = useOpeningSection(sections);
  const current = sections.find((s) => s.ID === chosen) ?? opening;
  if (sections.length === 0) return <p className={styles.empty}>{t.noDishes}</p>;
  if (!current) return <Loading />;
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
      <Dishes menuId={current.ID} currency={currency} onOpen={onOpen} isOut={isOut} />
    </div>
  );
};
