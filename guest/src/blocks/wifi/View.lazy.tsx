import { qrPath } from '@carta/domain/qr-code';
import { useMemo, useState } from 'react';
import { useLabels } from '../../i18n/labels.ts';
import { MdiIcon } from '../../ui/mdi.tsx';
import type { GuestView } from '../types.ts';
import { wifiLabels } from './labels.ts';
import { wifiJoinText } from './qr.ts';
import styles from './View.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Wifi (23): the network's name, its SSID and password with a copy button, and a QR code a phone's
 * camera joins with. Registered lazily (the QR encoder is its own chunk). No SSID: nothing to join.
 */
export const WifiView: GuestView<'wifi'> = ({ block }) => {
  const t = useLabels(wifiLabels);
  const [copy, setCopy] = useState<CopyState>('idle');
  const ssid = block.WifiSSID ?? '';
  const password = block.WifiPassword ?? '';
  const qr = useMemo(
    () => (ssid === '' ? null : qrPath(wifiJoinText(ssid, password, Boolean(block.WifiIsWep)))),
    [ssid, password, block.WifiIsWep],
  );
  if (ssid === '' || !qr) return null;

  const copyPassword = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className={styles.wifi} aria-label={block.WifiName || t.wifi}>
      <h2 className={styles.name}>
        <MdiIcon name="mdi-wifi" className={styles.icon} />
        <span>{block.WifiName || t.wifi}</span>
      </h2>
      <dl className={styles.fields}>
        <div>
          <dt>{t.network}</dt>
          <dd className={styles.value}>{ssid}</dd>
        </div>
        {password !== '' && (
          <div>
            <dt>{t.password}</dt>
            <dd className={styles.value}>{password}</dd>
          </div>
        )}
      </dl>
      {password === '' ? (
        <p className={styles.hint}>{t.openNetwork}</p>
      ) : (
        <button type="button" className={styles.copy} onClick={() => void copyPassword()}>
          <MdiIcon name="mdi-content-copy" className={styles.buttonIcon} />
          {t.copyPassword}
        </button>
      )}
      <p className={styles.status} role="status" aria-live="polite">
        {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
      </p>
      <figure className={styles.qr}>
        <svg
          viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
          role="img"
          aria-label={t.qr.replace('{ssid}', ssid)}
          shapeRendering="crispEdges"
        >
          <rect x="-2" y="-2" width={qr.size + 4} height={qr.size + 4} fill="#ffffff" />
          <path d={qr.d} fill="#000000" />
        </svg>
        <figcaption className={styles.hint}>{t.qrHint}</figcaption>
      </figure>
    </section>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly wifi: typeof WifiView;
  }
}
