import type { GuestBlockOf } from '@carta/domain/guest/data';
import { formatMoney, lineMinor } from '@carta/domain/money-view';
import { groupBreaches, toggleGroupedChoice } from '@carta/domain/orders/extra-groups';
import { useId, useState } from 'react';
import { AllergenList, AllergenWarning, useDishAllergens } from '../allergens/DishAllergens.tsx';
import { useGuest } from '../app/session.ts';
import { foodLabels } from '../blocks/food/labels.ts';
import { useLabels } from '../i18n/labels.ts';
import { formatPrice } from '../ui/price.ts';
import { safeImageSrc } from '../ui/urls.ts';
import styles from './DishSheet.module.css';
import { ExtraChoices, useAvoidedOptions } from './ExtraGroups.tsx';
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
  const groups = dish.ExtraGroups ?? [];
  const price = (minor: number) => formatMoney(minor, currency, lang);
  const avoidedOptions = useAvoidedOptions(dishExtras);
  // The allergen filter covers the options chosen as it covers the dish.
  const avoids = allergens.avoided.length > 0 || extras.some((id) => avoidedOptions.has(id));
  const mustWarn = avoids && !warned;
  // behaviour.md#extra-groups: the first group still short of its Min is named, and Add waits for it.
  const missing = groupBreaches(groups, dishExtras, extras).find((b) => b.problem === 'missing');

  const toggle = (id: number) =>
    setExtras((chosen) => {
      const grouped = dishExtras.find((e) => e.ID === id)?.GroupID !== undefined;
      if (grouped) return toggleGroupedChoice(groups, dishExtras, chosen, id);
      const loose = new Set(dishExtras.filter((e) => e.GroupID === undefined).map((e) => e.ID));
      if (chosen.includes(id)) return chosen.filter((e) => e !== id);
      return onlyOne ? [...chosen.filter((e) => !loose.has(e)), id] : [...chosen, id];
    });

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
          <button
            type="button"
            className="button"
            onClick={add}
            disabled={dish.SoldOut === true || missing !== undefined}
          >
            {dish.SoldOut
              ? t.soldOut
              : warned && avoids
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
      <AllergenList state={allergens} title={food.allergens} level={3} />
      {warned && avoids && (
        <p className={styles.warning} role="alert">
          {t.avoidWarning}
        </p>
      )}
      {dishExtras.length > 0 && (
        <ExtraChoices
          groups={groups}
          extras={dishExtras}
          chosen={extras}
          label={dish.FoodLabelExtras || t.extras}
          onlyOne={onlyOne}
          currency={currency}
          onToggle={toggle}
        />
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
      <p className={styles.missing} aria-live="polite" data-testid="missing-group">
        {missing && !dish.SoldOut
          ? fill(t.missingGroup, { group: missing.group.Name || t.extras })
          : ''}
      </p>
    </Sheet>
  );
};
