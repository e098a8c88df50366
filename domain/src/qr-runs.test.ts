import { describe, expect, it } from 'vitest';
import { qrDarkRuns, qrSvgPath } from './qr-runs.ts';

const grid = (rows: readonly string[]) => ({
  size: rows.length,
  get: (row: number, col: number) => rows[row]?.[col] === '#',
});

describe('qrDarkRuns', () => {
  it('joins neighbouring dark modules of a row into one run', () => {
    expect(qrDarkRuns(grid(['##.', '.##', '#.#']))).toEqual([
      { row: 0, col: 0, length: 2 },
      { row: 1, col: 1, length: 2 },
      { row: 2, col: 0, length: 1 },
      { row: 2, col: 2, length: 1 },
    ]);
  });

  it('gives nothing for a light grid and one run per row for a dark one', () => {
    expect(qrDarkRuns(grid(['..', '..']))).toEqual([]);
    expect(qrDarkRuns(grid(['##', '##']))).toHaveLength(2);
  });
});

describe('qrSvgPath', () => {
  it('draws each run as one closed rectangle in module units', () => {
    expect(qrSvgPath(grid(['##.', '..#', '...']))).toBe('M0 0h2v1h-2zM2 1h1v1h-1z');
  });
});
