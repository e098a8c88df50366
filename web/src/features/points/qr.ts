import { qrSvgPath } from '@carta/domain/qr-runs';

/** The QR code of `text` as one SVG path of its dark modules, with its size in modules. */
export type QrPath = { readonly size: number; readonly d: string };

/**
 * qrcode is loaded on first use: the back-office's first download stays without it (≤ 200 kB gzip).
 * Error correction M, as the guest app's Wi-Fi codes: readable from a worn table card.
 */
export const qrPath = async (text: string): Promise<QrPath> => {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, d: qrSvgPath(modules) };
};
