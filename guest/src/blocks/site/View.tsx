import { useState } from 'react';
import { InfoLines } from '../../ui/InfoLines.tsx';
import { mailHref, osmSearchUrl, osmUrl, pointOf, telHref, webHref } from '../../ui/places.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { safeImageSrc } from '../../ui/urls.ts';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

/** The site's own link: https (a new tab), mailto: or tel:, else none. */
const siteLinkHref = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  if (/^mailto:/i.test(text)) return mailHref(text);
  if (/^tel:/i.test(text)) return telHref(text);
  return /^https:\/\//i.test(text) ? webHref(text) : null;
};

/**
 * Site (20): a place: its picture, title and subtitle, address (to the map), phone, web and e-mail
 * as links, its rich-text "more info" and its own link. The link to one of the venue's forms
 * (SiteForm) is not shown: forms are not reachable from this view yet. Empty: nothing.
 */
export const SiteView: GuestView<'site'> = ({ block }) => {
  const [imageFailed, setImageFailed] = useState(false);
  const image = safeImageSrc(block.SiteImage);
  const point = pointOf(block.SiteLat, block.SiteLon);
  const address = (block.SiteAddress ?? '').trim();
  const phone = (block.SitePhone ?? '').trim();
  const web = webHref(block.SiteWeb);
  const email = (block.SiteEmail ?? '').trim();
  const link = block.SiteLink ? siteLinkHref(block.SiteLinkURL) : null;
  const linkName = (block.SiteLinkName ?? '').trim() || (link ?? '');
  const lines = [
    (address || point) && {
      icon: 'mdi-map-marker',
      text: address || `${point?.lat}, ${point?.lon}`,
      href: point ? osmUrl(point) : osmSearchUrl(address),
      external: true,
    },
    phone && { icon: 'mdi-phone', text: phone, href: telHref(phone) },
    web && {
      icon: 'mdi-web',
      text: (block.SiteWeb ?? '').replace(/^https?:\/\//, ''),
      href: web,
      external: true,
    },
    email && { icon: 'mdi-email', text: email, href: mailHref(email) },
  ];
  const hasText = Boolean(block.SiteTitle || block.SiteSubtitle || block.SiteMoreInfo);
  if (!hasText && !image && lines.every((line) => !line) && !link) return null;
  return (
    <article className={styles.site} aria-label={block.SiteTitle || undefined}>
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
        {block.SiteTitle && <h2 className={styles.title}>{block.SiteTitle}</h2>}
        {block.SiteSubtitle && <p className={styles.subtitle}>{block.SiteSubtitle}</p>}
        <InfoLines lines={lines} />
        {block.SiteMoreInfo && <RichText html={block.SiteMoreInfo} />}
        {link && (
          <a
            className={styles.button}
            href={link}
            {...(link.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {linkName}
          </a>
        )}
      </div>
    </article>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly site: typeof SiteView;
  }
}
