import { defineLabels, useLabels } from '../../i18n/labels.ts';
import { MdiIcon } from '../../ui/mdi.tsx';
import { MapLinks, pointOf } from '../../ui/places.tsx';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

const labels = defineLabels({
  es: { location: 'Ubicación', coordinates: 'Coordenadas' },
  en: { location: 'Location', coordinates: 'Coordinates' },
});

/**
 * Map (10): a tile-free card for the point, with "Open in maps" (geo:) and OpenStreetMap links. No
 * map library or tiles: nothing heavy on the guest's connection, and no third-party requests until
 * the guest asks for them. A point not found yet (null Lat/Lon) renders nothing.
 */
export const MapView: GuestView<'map'> = ({ block }) => {
  const t = useLabels(labels);
  const point = pointOf(block.Lat, block.Lon);
  if (!point) return null;
  return (
    <section className={styles.map} aria-label={t.location}>
      <p className={styles.place}>
        <MdiIcon name="mdi-map-marker" className={styles.pin} />
        <span>
          <span className={styles.title}>{t.location}</span>
          <span className={styles.coords}>
            <span className={styles.hidden}>{t.coordinates}: </span>
            {point.lat.toFixed(5)}, {point.lon.toFixed(5)}
          </span>
        </span>
      </p>
      <MapLinks point={point} />
    </section>
  );
};
