import { safeColor } from '@carta/domain/tile-look';
import { useContext } from 'react';
import { defineLabels, UiLanguageContext, useLabels } from '../../i18n/labels.ts';
import { safeImageSrc } from '../../ui/urls.ts';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

const labels = defineLabels({
  es: { timeline: 'Programa', startsOn: 'Fecha' },
  en: { timeline: 'Timeline', startsOn: 'Date' },
  de: { timeline: 'Zeitleiste', startsOn: 'Datum' },
  fr: { timeline: 'Chronologie', startsOn: 'Date' },
  it: { timeline: 'Cronologia', startsOn: 'Data' },
  pt: { timeline: 'Cronologia', startsOn: 'Data' },
});

/** 'YYYY-MM-DD…' as a long date in the UI language; null for anything else. */
const longDate = (value: string | null | undefined, lang: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(date);
};

/**
 * Timeline (15): an optional header (a title and subtitle, or the date the programme starts) with
 * its image, then the events in time order, each marked in its colour. No events and no header:
 * nothing.
 */
export const TimelineView: GuestView<'timeline'> = ({ block }) => {
  const t = useLabels(labels);
  const lang = useContext(UiLanguageContext);
  const events = [...(block.Times ?? [])]
    .filter((event) => event.Title || event.Description)
    .sort((a, b) => (a.Time ?? '').localeCompare(b.Time ?? ''));
  const image = safeImageSrc(block.TimelineImage);
  const date = block.IsHeaderText ? null : longDate(block.TimelineDate, lang);
  const title = block.IsHeaderText ? block.TimeLineTextHeader : date;
  const subtitle = block.IsHeaderText ? block.TimeLineSubTextHeader : '';
  const showHeader = !block.HideHeader && Boolean(title || subtitle || image);
  if (!showHeader && events.length === 0) return null;
  return (
    <section className={styles.timeline} aria-label={title || t.timeline}>
      {showHeader && (
        <header className={styles.header}>
          {image && (
            <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />
          )}
          {title &&
            (date ? (
              <h2 className={styles.title}>
                <time dateTime={block.TimelineDate?.slice(0, 10)}>{date}</time>
              </h2>
            ) : (
              <h2 className={styles.title}>{title}</h2>
            ))}
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
      )}
      {events.length > 0 && (
        <ol className={styles.events}>
          {events.map((event) => {
            const color = safeColor(event.Color);
            return (
              <li key={event.ID} className={styles.event}>
                <span
                  className={styles.dot}
                  style={color ? { backgroundColor: color } : undefined}
                  aria-hidden="true"
                />
                <time className={styles.time} dateTime={event.Time}>
                  {event.Time}
                </time>
                <div className={styles.body}>
                  {event.Title && <h3 className={styles.eventTitle}>{event.Title}</h3>}
                  {event.Description && <p className={styles.description}>{event.Description}</p>}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly timeline: typeof TimelineView;
  }
}
