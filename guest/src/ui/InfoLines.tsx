import { defineLabels, useLabels } from '../i18n/labels.ts';
import styles from './InfoLines.module.css';
import { MdiIcon } from './mdi.tsx';

/** One line of a place's details: its mdi icon, its text and, when it has one, a checked link. */
export type InfoLine = {
  readonly icon: string;
  readonly text: string;
  readonly href?: string | null;
  /** Leaves the app: a new tab, rel="noopener". */
  readonly external?: boolean;
};

const labels = defineLabels({
  es: { newTab: '(se abre en otra pestaña)' },
  en: { newTab: '(opens in a new tab)' },
  de: { newTab: '(öffnet in einem neuen Tab)' },
  fr: { newTab: '(s’ouvre dans un nouvel onglet)' },
  it: { newTab: '(si apre in una nuova scheda)' },
  pt: { newTab: '(abre num novo separador)' },
});

/** A place's details (address, phone, web …) as a list of tappable lines; empty lines left out. */
export const InfoLines = ({
  lines,
  label,
}: {
  readonly lines: readonly (InfoLine | null | false | '' | undefined)[];
  readonly label?: string;
}) => {
  const t = useLabels(labels);
  const shown = lines.filter(
    (line): line is InfoLine => typeof line === 'object' && line !== null && line.text !== '',
  );
  if (shown.length === 0) return null;
  return (
    <ul className={styles.lines} aria-label={label}>
      {shown.map((line) => (
        <li key={`${line.icon}:${line.text}`}>
          {line.href ? (
            <a
              className={styles.row}
              href={line.href}
              {...(line.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <MdiIcon name={line.icon} className={styles.icon} />
              <span className={styles.text}>{line.text}</span>
              {line.external && <span className={styles.hidden}> {t.newTab}</span>}
            </a>
          ) : (
            <span className={styles.row}>
              <MdiIcon name={line.icon} className={styles.icon} />
              <span className={styles.text}>{line.text}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
};
