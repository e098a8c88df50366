import { saveFile } from '../../api/saveFile.ts';
import { fetchQrSheet } from './api.ts';

/**
 * Fetches the QR sheet with the staff token in a header (never in a link) and hands it to the
 * browser as a download: opening a tab after an awaited fetch is what pop-up blockers stop.
 */
export const downloadQrSheet = async (
  ws: string,
  ids: readonly number[],
  fileName: string,
): Promise<void> => {
  const blob = await fetchQrSheet(ws, ids);
  saveFile(blob, fileName);
};
