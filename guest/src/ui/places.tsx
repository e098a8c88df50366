import { defineLabels, useLabels } from '../i18n/labels.ts';
import { MdiIcon } from './mdi.tsx';
import styles from './places.module.css';

/**
 * Links a guest taps to reach a place, call, write or visit: each built from stored text only when
 * it is what it claims to be (a number, an address, an https page), else null and no link.
 */

export type Point = { readonly lat: number; readonly lon: number };

/** A point when both are finite numbers in range; null for a place not yet found. */
export const pointOf = (lat: unknown, lon: unknown): Point | null =>
  typeof lat === 'number' &&
  typeof lon === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lon) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lon) <= 180
    ? { lat, lon }
    : null;

/** The point on OpenStreetMap, with a marker. */
export const osmUrl = ({ lat, lon }: Point): string =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

/** The point for the phone's own maps app. */
export const geoUrl = ({ lat, lon }: Point): string => `geo:${lat},${lon}?q=${lat},${lon}`;

/** The point in Google Maps (its app on a phone that has it, else the web). */
export const googleMapsUrl = ({ lat, lon }: Point): string =>
  `https://www.google.com/maps/search/?api=1&query=${lat},${lon}`;

/** The point in Apple Maps (the app on an iPhone, where geo: links do nothing), named when known. */
export const appleMapsUrl = ({ lat, lon }: Point, name = ''): string =>
  `https://maps.apple.com/?ll=${lat},${lon}${name ? `&q=${encodeURIComponent(name)}` : ''}`;

/** An address searched on OpenStreetMap. */
export const osmSearchUrl = (address: string): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/** `tel:` for a phone number (digits, spaces, + ( ) . -, at least 3 digits), else null. */
export const telHref = (value: string | null | undefined): string | null => {
  const number = (value ?? '').trim().replace(/^tel:/i, '').trim();
  if (!/^\+?[\d\s().-]+$/.test(number) || number.replace(/\D/g, '').length < 3) return null;
  return `tel:${number.replace(/[^\d+]/g, '')}`;
};

/** `mailto:` for an e-mail address (bare or mailto:), else null. */
export const mailHref = (value: string | null | undefined): string | null => {
  const address = (value ?? '').trim().replace(/^mailto:/i, '');
  return /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(address) ? `mailto:${address}` : null;
};

/** An http(s) page (a bare domain gets https://), else null: never javascript: and friends. */
export const webHref = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

const placeLabels = defineLabels({
  es: {
    openInMaps: 'Abrir en mapas',
    googleMaps: 'Google Maps',
    appleMaps: 'Apple Maps',
    newTab: '(se abre en otra pestaña)',
  },
  en: {
    openInMaps: 'Open in maps',
    googleMaps: 'Google Maps',
    appleMaps: 'Apple Maps',
    newTab: '(opens in a new tab)',
  },
  de: {
    openInMaps: 'In Karten öffnen',
    googleMaps: 'Google Maps',
    appleMaps: 'Apple Karten',
    newTab: '(öffnet in einem neuen Tab)',
  },
  fr: {
    openInMaps: 'Ouvrir dans Plans',
    googleMaps: 'Google Maps',
    appleMaps: 'Plans d’Apple',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
  it: {
    openInMaps: 'Apri in Mappe',
    googleMaps: 'Google Maps',
    appleMaps: 'Mappe di Apple',
    newTab: '(si apre in una nuova scheda)',
  },
  pt: {
    openInMaps: 'Abrir no mapa',
    googleMaps: 'Google Maps',
    appleMaps: 'Mapas da Apple',
    newTab: '(abre num novo separador)',
  },
});

/**
 * Ways to open a point in the phone's maps: geo: (Android's chooser), Google Maps and Apple Maps
 * (iPhones ignore geo:), the last two in a new tab where no app takes them.
 */
export const MapLinks = ({
  point,
  name = '',
}: {
  readonly point: Point;
  readonly name?: string;
}) => {
  const t = useLabels(placeLabels);
  const outside = [
    { href: googleMapsUrl(point), label: t.googleMaps },
    { href: appleMapsUrl(point, name), label: t.appleMaps },
  ];
  return (
    <p className={styles.links}>
      <a className={styles.link} href={geoUrl(point)}>
        <MdiIcon name="mdi-map-marker" className={styles.icon} />
        {t.openInMaps}
      </a>
      {outside.map(({ href, label }) => (
        <a
          key={label}
          className={styles.link}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MdiIcon name="mdi-open-in-new" className={styles.icon} />
          {label}
          <span className={styles.hidden}> {t.newTab}</span>
        </a>
      ))}
    </p>
  );
};
