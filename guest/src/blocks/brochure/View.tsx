import { useState } from 'react';
import { defineLabels, useLabels } from '../../i18n/labels.ts';
import { InfoLines } from '../../ui/InfoLines.tsx';
import { mailHref, osmSearchUrl, osmUrl, pointOf, telHref, webHref } from '../../ui/places.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { safeImageSrc } from '../../ui/urls.ts';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

const labels = defineLabels({
  es: {
    location: 'Ubicación',
    contact: 'Contacto',
    description: 'Descripción',
    facts: 'Datos prácticos',
    fax: 'Fax',
    hours: 'Horario',
    price: 'Precio',
    services: 'Servicios',
  },
  en: {
    location: 'Location',
    contact: 'Contact',
    description: 'Description',
    facts: 'Good to know',
    fax: 'Fax',
    hours: 'Opening hours',
    price: 'Price',
    services: 'Services',
  },
  de: {
    location: 'Lage',
    contact: 'Kontakt',
    description: 'Beschreibung',
    facts: 'Gut zu wissen',
    fax: 'Fax',
    hours: 'Öffnungszeiten',
    price: 'Preis',
    services: 'Leistungen',
  },
  fr: {
    location: 'Emplacement',
    contact: 'Contact',
    description: 'Description',
    facts: 'Bon à savoir',
    fax: 'Fax',
    hours: 'Horaires d’ouverture',
    price: 'Prix',
    services: 'Services',
  },
  it: {
    location: 'Posizione',
    contact: 'Contatti',
    description: 'Descrizione',
    facts: 'Da sapere',
    fax: 'Fax',
    hours: 'Orari di apertura',
    price: 'Prezzo',
    services: 'Servizi',
  },
  pt: {
    location: 'Localização',
    contact: 'Contacto',
    description: 'Descrição',
    facts: 'Bom saber',
    fax: 'Fax',
    hours: 'Horário',
    price: 'Preço',
    services: 'Serviços',
  },
});

/** A link of the brochure's web field: https (a new tab), mailto: or tel:, else none. */
const linkOf = (value: string): { href: string | null; external: boolean } => {
  if (/^mailto:/i.test(value)) return { href: mailHref(value), external: false };
  if (/^tel:/i.test(value)) return { href: telHref(value), external: false };
  return { href: webHref(value), external: true };
};

/**
 * Brochure (45): a picture, title and subtitle, then each section staff switched on: location (to
 * the map), contact (tel:, mailto:, web), description (sanitized rich text and a note) and facts
 * (hours, price, services). A new empty brochure renders nothing.
 */
export const BrochureView: GuestView<'brochure'> = ({ block }) => {
  const t = useLabels(labels);
  const [imageFailed, setImageFailed] = useState(false);
  const image = safeImageSrc(block.BrochureImage);
  const title = block.BrochureTitle || block.SiteTitle;
  const subtitle = block.BrochureSubtitle;

  const point =
    pointOf(block.BrochureLat, block.BrochureLon) ?? pointOf(block.SiteLat, block.SiteLon);
  const address = [
    (block.BrochureAddress || block.SiteAddress || '').trim(),
    [block.BrochurePostalCode, block.BrochureMunicipaly].filter(Boolean).join(' ').trim(),
  ]
    .filter(Boolean)
    .join(', ');
  const location = block.BrochureWithLocation
    ? [
        (address || point) && {
          icon: 'mdi-map-marker',
          text: address || `${point?.lat}, ${point?.lon}`,
          href: point ? osmUrl(point) : osmSearchUrl(address),
          external: true,
        },
      ]
    : [];

  const phone = (block.BrochurePhone ?? '').trim();
  const fax = (block.BrochureFax ?? '').trim();
  const email = (block.BrochureEmail ?? '').trim();
  const web = (block.BrochureWeb ?? '').trim();
  const contact = block.BrochureWithContact
    ? [
        phone && { icon: 'mdi-phone', text: phone, href: telHref(phone) },
        fax && { icon: 'mdi-phone', text: `${t.fax}: ${fax}` },
        email && { icon: 'mdi-email', text: email, href: mailHref(email) },
        web && {
          icon: 'mdi-web',
          text: web.replace(/^(https?:\/\/|mailto:|tel:)/i, ''),
          ...linkOf(web),
        },
      ]
    : [];

  const description =
    block.BrochureWithDescription && (block.BrochureDescription || block.BrochureNote);
  const facts = block.BrochureWithFacts
    ? (
        [
          [t.hours, block.BrochureHours],
          [t.price, block.BrochurePrice],
          [t.services, block.BrochureServices],
        ] as const
      ).filter(([, value]) => Boolean(value))
    : [];
  const hasLocation = location.some(Boolean);
  const hasContact = contact.some(Boolean);

  if (
    !title &&
    !subtitle &&
    !image &&
    !hasLocation &&
    !hasContact &&
    !description &&
    facts.length === 0
  )
    return null;
  return (
    <article className={styles.brochure} aria-label={title || undefined}>
      {image && !imageFailed && (
        <img
          className={styles.image}
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
        />
      )}
      <div className={styles.body}>
        {title && <h2 className={styles.title}>{title}</h2>}
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {hasLocation && (
          <section className={styles.section}>
            <h3 className={styles.heading}>{t.location}</h3>
            <InfoLines lines={location} />
          </section>
        )}
        {hasContact && (
          <section className={styles.section}>
            <h3 className={styles.heading}>{t.contact}</h3>
            <InfoLines lines={contact} />
          </section>
        )}
        {description && (
          <section className={styles.section}>
            <h3 className={styles.heading}>{t.description}</h3>
            {block.BrochureDescription && <RichText html={block.BrochureDescription} />}
            {block.BrochureNote && <p className={styles.note}>{block.BrochureNote}</p>}
          </section>
        )}
        {facts.length > 0 && (
          <section className={styles.section}>
            <h3 className={styles.heading}>{t.facts}</h3>
            <dl className={styles.facts}>
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </article>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly brochure: typeof BrochureView;
  }
}
