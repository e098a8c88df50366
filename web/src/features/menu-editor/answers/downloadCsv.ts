import { fetchAnswersCsv } from './api.ts';

/**
 * Download a block's answers as CSV through the API (the staff token goes in a header, never in a
 * link): the file is fetched, then handed to the browser as a download named `fileName`.
 */
export const downloadAnswersCsv = async (
  contentId: number,
  language: string,
  fileName: string,
): Promise<void> => {
  const blob = await fetchAnswersCsv(contentId, language);
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
