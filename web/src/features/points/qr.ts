/** The QR code of `text` as one SVG path of its dark modules, with its size in modules. */
export type QrPath = { readonly size: number; readonly d: string };

/**
 * qrcode is loaded on first use: the back-office's first download stays without it (≤ 200 kB gzip).
 * Error correction M, as the guest app's Wi-Fi codes: readable from a worn table card.
 */
export const qrPath = async (text: string): Promise<QrPath> => {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
};
