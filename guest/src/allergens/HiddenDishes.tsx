import { type ReactNode, useContext, useId, useState } from 'react';
import { UiLanguageContext, useLabels } from '../i18n/labels.ts';
import { countLabel } from './count.ts';
import styles from './HiddenDishes.module.css';
import { allergenLabels } from './labels.ts';

/**
 * Where the filter hid dishes: a note saying how many, with a button that shows them (marked) in
 * place and hides them again, so that nothing leaves the menu without a word.
 */
export const HiddenDishes = ({
  count,
  children,
}: {
  readonly count: number;
  /** The hidden dishes, rendered only while shown. */
  readonly children: ReactNode;
}) => {
  const t = useLabels(allergenLabels);
  const ui = useContext(UiLanguageContext);
  const [shown, setShown] = useState(false);
  const id = useId();
  const text = shown
    ? countLabel(count, ui, t.shownOne, t.shownOther)
    : countLabel(count, ui, t.hiddenOne, t.hiddenOther);
  return (
    <>
      <p className={styles.note} data-hidden-dishes={count}>
        <span className={styles.text}>{text}</span>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={shown}
          aria-controls={shown ? id : undefined}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? t.hideAgain : t.show}
        </button>
      </p>
      {shown && (
        <div id={id} className="blocks">
          {children}
        </div>
      )}
    </>
  );
};
