/** A QR code's module grid as the `qrcode` package builds it: `get(row, col)` is true for a dark module. */
export type QrModules = {
  readonly size: number;
  readonly get: (row: number, col: number) => boolean | number;
};

/** One horizontal run of dark modules: row and first column in module units, and its length. */
export type QrRun = { readonly row: number; readonly col: number; readonly length: number };

/**
 * The dark modules as horizontal runs, row by row: the one drawing of a QR code that the guest's Wi-Fi
 * card, the back-office's point codes and the printed sheets share. A run per stretch instead of a
 * square per module keeps the SVG path and the PDF's operators several times smaller.
 */
export const qrDarkRuns = (modules: QrModules): readonly QrRun[] => {
  const runs: QrRun[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      runs.push({ row, col: start, length: col - start });
    }
  }
  return runs;
};

/** The QR code as one SVG path in module units (viewBox 0 0 size size), one rectangle per run. */
export const qrSvgPath = (modules: QrModules): string =>
  qrDarkRuns(modules)
    .map(({ row, col, length }) => `M${col} ${row}h${length}v1h-${length}z`)
    .join('');
