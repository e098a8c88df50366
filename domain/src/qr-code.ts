import { create } from 'qrcode';
import { qrSvgPath } from './qr-runs.ts';

/** The QR code of `text` as one SVG path of its dark modules, with its size in modules. */
export type QrPath = { readonly size: number; readonly d: string };

/**
 * The one QR code of the apps: the guest's Wi-Fi card and the back-office's point codes. Error
 * correction M: readable from a worn table card. qrcode's `create` is pure computation, so this
 * runs the same in the browser and on the server; an app that wants qrcode out of its first
 * download imports this module lazily (the back-office does).
 */
export const qrPath = (text: string): QrPath => {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, d: qrSvgPath(modules) };
};
