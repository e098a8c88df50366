import type { Storage } from '../storage.ts';
import { vips } from '../uploads/images.ts';

const UPLOAD_PATH = /^\/uploads\/([^/]+)\/([^/]+)$/;
/** Twice the band's height at 300 dpi is plenty; a larger logo only makes the PDF heavier. */
const LOGO_MAX_PX = 300;

/**
 * The venue's logo (an upload path, stored as WebP) as PNG bytes for the PDF, which embeds PNG and
 * JPEG only. A missing or unreadable file answers null: the sheet prints the venue's name instead.
 */
export const logoAsPng = async (
  storage: Storage,
  logo: string | null,
): Promise<Uint8Array | null> => {
  const [, owner, name] = logo?.match(UPLOAD_PATH) ?? [];
  if (!owner || !name) return null;
  try {
    const file = await storage.resolve(owner, name);
    if (!file?.contentType.startsWith('image/')) return null;
    return await vips()(file.path)
      .resize({ width: LOGO_MAX_PX, height: LOGO_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
};
