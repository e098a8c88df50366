import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createLocalStorage, newUploadName, uploadUrl } from '../../services/storage.ts';
import type { Database } from '../tables/index.ts';
import type { DemoPicture } from './demo.ts';
import { drawTile } from './tile-art.ts';

/**
 * The demo menus' pictures, stored as uploads like any image staff add (behaviour.md#guest-app:
 * the home shows real tiles): after the seed's transaction, so a failed write leaves a plain tile.
 */
export const storePictures = async (
  db: Kysely<Database>,
  dataDir: string,
  pictures: readonly DemoPicture[],
): Promise<void> => {
  if (pictures.length === 0) return;
  const storage = createLocalStorage(join(dataDir, 'uploads'), join(dataDir, 'tmp'));
  for (const picture of pictures) {
    const name = newUploadName('png');
    await storage.put(picture.owner, name, drawTile(picture.scene, picture.color));
    await db
      .updateTable('menus')
      .set({ Image: uploadUrl(picture.owner, name) })
      .where('ID', '=', picture.menuId)
      .execute();
  }
};
