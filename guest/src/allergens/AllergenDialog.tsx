import { ALLERGENS } from '@carta/domain/allergens';
import { toggleAvoided } from '@carta/domain/allergens-filter';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { allergenIconSrc, useAllergens } from '../api/allergens.ts';
import { useGuest } from '../app/session.ts';
import { useLabels } from '../i18n/labels.ts';
import styles from './AllergenDialog.module.css';
import { allergenLabels } from './labels.ts';
import { allergenName } from './names.ts';
import { currentAllergenFilter, setAllergenFilter, useAllergenFilter } from './store.ts';
import { useModal } from './useModal.ts';

/**
 * The allergen filter: the 14 allergens as toggles (icon and name in the guest's language), the
 * "hide dishes" switch (off: dishes are marked), clear and done. Every change applies at once and
 * is kept on the device; the page behind follows it. A modal dialog: focus stays inside, Escape or
 * a tap outside closes it, and the button that opened it gets the focus back.
 */
export const AllergenDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const { ws, lang } = useGuest();
  const t = useLabels(allergenLabels);
  const filter = useAllergenFilter();
  const catalogue = useAllergens(ws).filter((a) => ALLERGENS.some((known) => known.ID === a.ID));
  const dialog = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(dialog, onClose);
  const titleId = useId();
  const hintId = useId();
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the backdrop is a shortcut; Escape and "Done" close it by keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        // Focusable, so that a tap on its text keeps the focus (and Escape) inside.
        tabIndex={-1}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        <div className={styles.content}>
          <h2 id={titleId} className={styles.title}>
            {t.title}
          </h2>
          <p id={hintId} className={styles.hint}>
            {t.hint}
          </p>
          <fieldset className={styles.fieldset}>
            <legend className="visually-hidden">{t.avoid}</legend>
            <ul className={styles.options}>
              {catalogue.map((allergen) => {
                const checked = filter.avoid.includes(allergen.ID);
                const src = allergenIconSrc(allergen.Image);
                return (
                  <li key={allergen.ID}>
                    <label className={checked ? `${styles.option} ${styles.on}` : styles.option}>
                      <input
                        type="checkbox"
                        className={styles.check}
                        checked={checked}
                        onChange={() =>
                          setAllergenFilter(toggleAvoided(currentAllergenFilter(), allergen.ID))
                        }
                      />
                      {src && (
                        <img src={src} alt="" width={28} height={28} className={styles.icon} />
                      )}
                      <span>{allergenName(allergen, lang)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <label className={styles.switchRow}>
            <span className={styles.switchText}>
              <span className={styles.switchLabel}>{t.hide}</span>
              <span className={styles.switchHint}>{t.hideHint}</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={filter.hide}
              aria-checked={filter.hide}
              onChange={(event) =>
                setAllergenFilter({ ...currentAllergenFilter(), hide: event.target.checked })
              }
            />
          </label>
          <p className={styles.disclaimer}>{t.disclaimer}</p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setAllergenFilter({ ...currentAllergenFilter(), avoid: [] })}
          >
            {t.clear}
          </button>
          <button type="button" className={styles.primary} onClick={onClose}>
            {t.done}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
};
