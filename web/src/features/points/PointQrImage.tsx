import type { QrPath } from '@carta/domain/qr-code';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';

const QUIET_ZONE = 4;

/** The point's QR code, drawn client-side as SVG (crisp at any print size), the url as its name. */
export const PointQrImage = ({
  url,
  label,
  size = 220,
}: {
  readonly url: string;
  readonly label: string;
  readonly size?: number;
}) => {
  const [qr, setQr] = useState<{ url: string; path: QrPath } | null>(null);
  useEffect(() => {
    let current = true;
    // qrcode is loaded on first use: the back-office's first download stays without it (≤ 200 kB gzip).
    void import('@carta/domain/qr-code').then(({ qrPath }) => {
      if (current) setQr({ url, path: qrPath(url) });
    });
    return () => {
      current = false;
    };
  }, [url]);

  // A code of a previous url (before a rotation) is never shown as the current one.
  if (!qr || qr.url !== url) return <Skeleton variant="rectangular" width={size} height={size} />;
  const box = qr.path.size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-url={url}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={qr.path.d} fill="#000" />
    </svg>
  );
};
