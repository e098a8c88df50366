/** Types browsers give a PDF; some systems leave the type empty and only the name tells. */
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf', '']);

/** What the file chooser offers (behaviour.md#validation: the PDF input accepts only .pdf). */
export const PDF_ACCEPT = '.pdf,application/pdf';

/**
 * behaviour.md#validation: only .pdf files. The name must end in .pdf and the declared type must not say otherwise;
 * the server still checks the bytes, this only spares a pointless upload and explains the refusal.
 */
export const isPdfFile = (file: { readonly name: string; readonly type: string }): boolean =>
  /\.pdf$/i.test(file.name.trim()) && PDF_TYPES.has(file.type.toLowerCase());
