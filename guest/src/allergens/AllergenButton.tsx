import { useContext, useEffect, useRef, useState } from 'react';
import { appLabels } from '../i18n/app-labels.ts';
import { UiLanguageContext, useLabels } from '../i18n/labels.ts';
import { Icon } from '../ui/icons.tsx';
import styles from './AllergenButton.module.css';
import { allergenButtonLabels } from './button-labels.ts';
import { countLabel } from './count.ts';
import { LazyAllergenDialog, preloadAllergenDialog } from './DialogLoader.tsx';
import { useAllergenFilter } from './store.ts';

/**
 * The header's way into the allergen filter, on every page: its name and, once some are chosen,
 * how many. Focus comes back here when the dialog closes; if it cannot be downloaded, a line says
 * so (a new tap tries again). `compact`: on a phone, the icon alone (the name stays for assistive
 * technology); the home page shows the name.
 */
export const AllergenButton = ({ compact = false }: { readonly compact?: boolean }) => {
  const t = useLabels(allergenButtonLabels);
  const app = useLabels(appLabels);
  const ui = useContext(UiLanguageContext);
  const { avoid } = useAllergenFilter();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={compact ? `${styles.button} ${styles.compact}` : styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadAllergenDialog}
        onFocus={preloadAllergenDialog}
        onClick={() => {
          setFailed(false);
          setOpen(true);
        }}
        data-allergen-button=""
      >
        <Icon name="noFood" className={styles.icon} />
        {/* The name as one text ("Alérgenos, 2 elegidos"): split over spans, Chromium reads
            "Alérgenos , 2 elegidos". What is seen is hidden from assistive technology instead. */}
        <span className="visually-hidden">
          {avoid.length > 0
            ? `${t.allergens}, ${countLabel(avoid.length, ui, t.chosenOne, t.chosenOther)}`
            : t.allergens}
        </span>
        <span className={styles.label} aria-hidden="true">
          {t.allergens}
        </span>
        {avoid.length > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {avoid.length}
          </span>
        )}
      </button>
      {open && (
        <LazyAllergenDialog
          onClose={() => setOpen(false)}
          onFail={() => {
            setOpen(false);
            setFailed(true);
          }}
        />
      )}
      {failed && (
        <p role="alert" className={styles.failed}>
          {app.loadFailed}
        </p>
      )}
    </>
  );
};
