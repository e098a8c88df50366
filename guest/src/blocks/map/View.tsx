import { defineLabels, useLabels } from '../../i18n/labels.ts';
import { MdiIcon } from '../../ui/mdi.tsx';
import { MapLinks, pointOf } from '../../ui/places.tsx';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

const labels = defineLabels({
  es: { location: 'Ubicación' },
  en: { location: 'Location' },
  de: { location: 'Lage' },
  fr: { location: 'Emplacement' },
  it: { location: 'Posizione' },
  pt: { location: 'Localização' },
});

/**
 * Map (10): a tile-free card naming the place by its address (never raw coordinates, which mean
 * nothing to a guest), with links that open it in the phone's maps. No map library or tiles: nothing
 * heavy on the guest's connection, and no third-party requests until the guest asks for them. A
 * point not found yet (null Lat/Lon) renders nothing.
 */
export const MapView: GuestView<'map'> = ({ block }) => {
  const t = useLabels(labels);
  const point = pointOf(block.Lat, block.Lon);
  const address = block.MapAddress.trim();
  if (!point) return null;
  return (
    <section className={styles.map} aria-label={t.location}>
      <p className={styles.place}>
        <MdiIcon name="mdi-map-marker" className={styles.pin} />
        <span>
          <span className={styles.title}>{t.location}</span>
          {address && <span className={styles.address}>{address}</span>}
        </span>
      </p>
      <MapLinks point={point} name={address} />
    </section>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly map: typeof MapView;
  }
}
