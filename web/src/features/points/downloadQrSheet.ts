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
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
