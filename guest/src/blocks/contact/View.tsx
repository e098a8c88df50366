import type { GuestData } from '@carta/domain/guest/data';
import { defineLabels, useLabels } from '../../i18n/labels.ts';
import { MdiIcon } from '../../ui/mdi.tsx';
import { mailHref, osmSearchUrl, osmUrl, pointOf, telHref, webHref } from '../../ui/places.tsx';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

type Item = GuestData<'contact'>['ContactItems'][number];

const labels = defineLabels({
  es: { contact: 'Contacto', newTab: '(se abre en otra pestaña)' },
  en: { contact: 'Contact', newTab: '(opens in a new tab)' },
  de: { contact: 'Kontakt', newTab: '(öffnet in einem neuen Tab)' },
  fr: { contact: 'Contact', newTab: '(s’ouvre dans un nouvel onglet)' },
  it: { contact: 'Contatti', newTab: '(si apre in una nuova scheda)' },
  pt: { contact: 'Contacto', newTab: '(abre num novo separador)' },
});

type Line = {
  readonly text: string;
  readonly href: string | null;
  /** Leaves the app: a new tab, rel="noopener". */
  readonly external: boolean;
};

const waHref = (tel: string | null): string | null =>
  tel ? `https://wa.me/${tel.replace(/\D/g, '')}` : null;

/** What a guest sees and taps for one item: its text and, when the item holds one, its link. */
const lineOf = (item: Item): Line | null => {
  const url = (item.ContactURL ?? '').trim();
  const description = (item.ContactDescription ?? '').trim();
  switch (item.ContactIcon) {
    case 'mdi-map-marker': {
      const point = pointOf(item.ContactLatLon?.Lat, item.ContactLatLon?.Lon);
      if (!description && !point) return null;
      const href = point ? osmUrl(point) : osmSearchUrl(description);
      return { text: description || `${point?.lat}, ${point?.lon}`, href, external: true };
    }
    case 'mdi-clock-outline':
      return description ? { text: description, href: null, external: false } : null;
    case 'mdi-phone':
    case 'mdi-whatsapp': {
      const tel = telHref(url);
      const text = description || (tel ? url.replace(/^tel:/i, '') : '');
      if (!text) return null;
      return item.ContactIcon === 'mdi-phone'
        ? { text, href: tel, external: false }
        : { text, href: waHref(tel), external: true };
    }
    case 'mdi-email': {
      const mail = mailHref(url);
      const text = description || (mail ? mail.slice('mailto:'.length) : '');
      return text ? { text, href: mail, external: false } : null;
    }
    default: {
      const web = webHref(url);
      const text = description || (web ? url : '');
      return text ? { text, href: web, external: true } : null;
    }
  }
};

/**
 * Contact (17): the venue's contact lines, each with its icon, as links a guest taps: call
 * (tel:), WhatsApp, write (mailto:), find the address on the map, open a page. An item with
 * nothing to show is left out; a block with no items renders nothing.
 */
export const ContactView: GuestView<'contact'> = ({ block }) => {
  const t = useLabels(labels);
  const lines = (block.ContactItems ?? [])
    .map((item) => ({ item, line: lineOf(item) }))
    .filter((entry): entry is { item: Item; line: Line } => entry.line !== null);
  if (lines.length === 0) return null;
  return (
    <ul
      className={block.HideDivider ? styles.list : `${styles.list} ${styles.divided}`}
      aria-label={t.contact}
    >
      {lines.map(({ item, line }) => {
        const content = (
          <>
            <MdiIcon name={item.ContactIcon} className={styles.icon} />
            <span className={styles.text}>{line.text}</span>
          </>
        );
        return (
          <li key={item.ID} className={styles.item}>
            {line.href ? (
              <a
                className={styles.row}
                href={line.href}
                {...(line.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {content}
                {line.external && <span className={styles.hidden}> {t.newTab}</span>}
              </a>
            ) : (
              <span className={styles.row}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly contact: typeof ContactView;
  }
}
