import type { GuestBlockOf } from '@carta/domain/guest/data';
import { formatMoney, lineMinor } from '@carta/domain/money-view';
import { useId, useState } from 'react';
import { AllergenList, AllergenWarning, useDishAllergens } from '../allergens/DishAllergens.tsx';
import { useGuest } from '../app/session.ts';
import { foodLabels } from '../blocks/food/labels.ts';
import { useLabels } from '../i18n/labels.ts';
import { formatPrice } from '../ui/price.ts';
import { safeImageSrc } from '../ui/urls.ts';
import styles from './DishSheet.module.css';
import { fill, pointLabels } from './labels.ts';
import { Sheet } from './Sheet.tsx';
import { type NewItem, NOTE_MAX, QUANTITY_MAX } from './types.ts';

export type Dish = GuestBlockOf<'food'>;

/**
 * The price of one line as the guest builds it, in the currency's minor units (the server computes
 * the real one).
 */
export const lineCents = (
  dish: Dish,
  extras: readonly number[],
  quantity: number,
  currency = 'EUR',
): number =>
  lineMinor(
    {
      Quantity: quantity,
      UnitPrice: dish.FoodPrice ?? 0,
      Extras: (dish.Extras ?? []).filter((e) => extras.includes(e.ID)),
    },
    currency,
  );

/**
 * One dish to add: its photo, description, allergens (those the guest avoids highlighted, and a
 * question before adding it), extras with their prices (one only when the dish says so),
 * quantity and a note for the kitchen.
 */
export const DishSheet = ({
  dish,
  currency,
  onAdd,
  onClose,
}: {
  readonly dish: Dish;
  readonly currency: string;
  readonly onAdd: (item: NewItem) => void;
  readonly onClose: () => void;
}) => {
  const { lang } = useGuest();
  const t = useLabels(pointLabels);
  const food = useLabels(foodLabels);
  const allergens = useDishAllergens(dish.FoodAllergens);
  const [extras, setExtras] = useState<number[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const [warned, setWarned] = useState(false);
  const noteId = useId();
  const onlyOne = dish.FoodOnlyOne === true;
  const image = safeImageSrc(dish.FoodImage);
  const dishExtras = dish.Extras ?? [];
  const price = (minor: number) => formatMoney(minor, currency, lang);
  const mustWarn = allergens.avoided.length > 0 && !warned;

  const toggle = (id: number) =>
    setExtras((chosen) =>
      chosen.includes(id) ? chosen.filter((e) => e !== id) : onlyOne ? [id] : [...chosen, id],
    );

  const add = () => {
    if (mustWarn) {
      setWarned(true);
      return;
    }
    const text = note.trim();
    onAdd({
      MenuContentID: dish.ID,
      Quantity: quantity,
      Extras: extras,
      ...(text ? { Note: text.slice(0, NOTE_MAX) } : {}),
    });
  };

  return (
    <Sheet
      title={dish.FoodName}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t.close}
          </button>
          <button type="button" className="button" onClick={add} disabled={dish.SoldOut === true}>
            {dish.SoldOut
              ? t.soldOut
              : warned && allergens.avoided.length > 0
                ? t.addAnyway
                : fill(t.add, { price: price(lineCents(dish, extras, quantity, currency)) })}
          </button>
        </>
      }
    >
      {image && <img className={styles.image} src={image} alt="" />}
      {dish.SoldOut && (
        <p className={styles.warning} data-testid="sold-out">
          {t.soldOut}
        </p>
      )}
      {typeof dish.FoodPrice === 'number' && (
        <p className={styles.price}>
          <span className="visually-hidden">{food.price}: </span>
          {formatPrice(dish.FoodPrice, lang, currency)}
        </p>
      )}
      {dish.FoodIngredients && <p className={styles.text}>{dish.FoodIngredients}</p>}
      {dish.FoodNote && <p className={styles.text}>{dish.FoodNote}</p>}
      <AllergenWarning state={allergens} />
      <AllergenList state={allergens} title={food.allergens} />
      {warned && allergens.avoided.length > 0 && (
        <p className={styles.warning} role="alert">
          {t.avoidWarning}
        </p>
      )}
      {dishExtras.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            {onlyOne
              ? `${dish.FoodLabelExtras || t.extras} · ${food.onlyOne}`
              : dish.FoodLabelExtras || t.extras}
          </legend>
          {dishExtras.map((extra) => (
            <label key={extra.ID} className={styles.extra}>
              <input
                type="checkbox"
                checked={extras.includes(extra.ID)}
                disabled={extra.SoldOut === true}
                onChange={() => toggle(extra.ID)}
              />
              <span className={styles.extraName}>
                {extra.SoldOut ? `${extra.Name} · ${t.soldOut}` : extra.Name}
              </span>
              <span className={styles.extraPrice}>
                {extra.Price > 0 ? `+${formatPrice(extra.Price, lang, currency)}` : food.noCharge}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className={styles.quantity}>
        <legend className="visually-hidden">{t.quantity}</legend>
        <button
          type="button"
          className={styles.step}
          aria-label={t.less}
          disabled={quantity <= 1}
          onClick={() => setQuantity((q) => Math.max(1, q - 1))}
        >
          −
        </button>
        <output className={styles.count} aria-live="polite" aria-label={t.quantity}>
          {quantity}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={t.more}
          disabled={quantity >= QUANTITY_MAX}
          onClick={() => setQuantity((q) => Math.min(QUANTITY_MAX, q + 1))}
        >
          +
        </button>
      </fieldset>
      <label className={styles.noteLabel} htmlFor={noteId}>
        {t.note}
      </label>
      <textarea
        id={noteId}
        className={styles.note}
        rows={2}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </Sheet>
  );
};
