import { useGuest } from '../app/session.ts';
import { offlineNote } from './labels.ts';
import styles from './OfflineBanner.module.css';
import { useOfflineState } from './state.ts';

/**
 * "Sin conexión — datos del 25/11 a las 14:32" while the page shows data kept by the service
 * worker or the browser is offline. The status region is always there, so that screen readers
 * announce the note when it appears.
 */
export const OfflineBanner = () => {
  const { lang } = useGuest();
  const { offline, since } = useOfflineState();
  return (
    <div role="status" className={styles.region}>
      {offline && <p className={styles.note}>{offlineNote(lang, since, Date.now())}</p>}
    </div>
  );
};
