import type { GuestExtra } from '@carta/domain/guest/extras';
import { useLabels } from '../../i18n/labels.ts';
import { formatPrice } from '../../ui/price.ts';
import { foodLabels } from './labels.ts';
import styles from './View.module.css';

/**
 * A dish's extras with their prices, under the title staff gave them (FoodLabelExtras) or a
 * plain "Extras"; "choose one" when the dish takes only one of them (FoodOnlyOne).
 */
export const Extras = ({
  extras,
  title,
  onlyOne,
  lang,
}: {
  readonly extras: readonly GuestExtra[];
  readonly title: string | undefined;
  readonly onlyOne: boolean;
  readonly lang: string;
}) => {
  const t = useLabels(foodLabels);
  return (
    <div className={styles.extras}>
      <h4 className={styles.allergensTitle}>
        {onlyOne ? `${title || t.extras} · ${t.onlyOne}` : title || t.extras}
      </h4>
      <ul className={styles.extraList}>
        {extras.map((extra) => (
          <li key={extra.ID} className={styles.extra}>
            <span>{extra.Name}</span>
            <span className={styles.extraPrice}>
              {extra.Price > 0 ? `+${formatPrice(extra.Price, lang)}` : t.noCharge}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};
