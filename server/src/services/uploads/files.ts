import type { UploadExt } from '../storage.ts';
import { unsupportedFile } from './errors.ts';
import { isPdf, sniffVideo } from './sniff.ts';

/** Kinds stored as they are (no re-encoding): checked by their first bytes only. */
export type PlainKind = 'video' | 'pdf';

/** The extension a video or PDF is stored under, told by its head; refused (400) otherwise. */
export const plainFileExt = (kind: PlainKind, head: Uint8Array, field: string): UploadExt => {
  if (kind === 'pdf') {
    if (!isPdf(head)) throw unsupportedFile('not a PDF file (it must start with %PDF-)', field);
    return 'pdf';
  }
  const video = sniffVideo(head);
  if (!video) throw unsupportedFile('not an MP4, MOV or WebM video', field);
  return video;
};
