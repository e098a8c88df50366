/**
 * Hands a file fetched through the API (the staff token in a header, never in a link) to the
 * browser as a download named `fileName`: a link clicked at once, since opening a tab after an
 * awaited fetch is what pop-up blockers stop.
 */
export const saveFile = (blob: Blob, fileName: string): void => {
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
