import { isApiError } from '../../api/errors.ts';

/** What the file chooser offers (behaviour.md#validation: the PDF input accepts only .pdf). */
export const PDF_ACCEPT = '.pdf,application/pdf';

/** Some systems give a PDF no type at all: then only its name tells. */
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf', '']);

/**
 * behaviour.md#validation: only .pdf files. The server checks the bytes anyway; this spares staff a pointless upload and
 * tells them why the file was refused.
 */
export const isPdfFile = (file: { readonly name: string; readonly type: string }): boolean =>
  /\.pdf$/i.test(file.name.trim()) && PDF_TYPES.has(file.type.toLowerCase());

export type PdfErrorKey = 'notPdf' | 'uploadFailed' | 'uploadTooLarge' | 'uploadInvalid';

/** A failed upload in words staff can act on: too large (413), refused content (400), or other. */
export const uploadErrorKey = (error: unknown): PdfErrorKey => {
  if (!isApiError(error)) return 'uploadFailed';
  if (error.status === 413) return 'uploadTooLarge';
  if (error.status === 400) return 'uploadInvalid';
  return 'uploadFailed';
};

/** The file's own name, for the collapsed summary: '/uploads/12/menu.pdf' → 'menu.pdf'. */
export const fileNameOf = (url: string): string => {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};
