import { saveFile } from '../../../api/saveFile.ts';
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
  saveFile(blob, fileName);
};
