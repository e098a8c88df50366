import { describe, expect, it } from 'vitest';
import { wireLinesOf } from './add-lines-pg.ts';

describe('wireLinesOf: the lines of the PostgreSQL order statement', () => {
  it('pairs each line with its wire text, in order', () => {
    const wires = ['"Name":"Caña"', '"Name":"Tortilla","Note":"sin \\u001f"'].join('\u001f');
    expect(
      wireLinesOf(
        [
          [4, null, null],
          [7, 2, '2026-12-08T10:00:00Z'],
        ],
        wires,
      ),
    ).toEqual([
      { ID: 4, StationID: null, DoneAt: null, Wire: '"Name":"Caña"' },
      {
        ID: 7,
        StationID: 2,
        DoneAt: '2026-12-08T10:00:00Z',
        Wire: '"Name":"Tortilla","Note":"sin \\u001f"',
      },
    ]);
  });

  it('reads an empty text as a line kept before lines had one', () => {
    expect(
      wireLinesOf(
        [
          [1, null, null],
          [2, null, null],
        ],
        '\u001f"Name":"Pan"',
      ),
    ).toEqual([
      { ID: 1, StationID: null, DoneAt: null, Wire: null },
      { ID: 2, StationID: null, DoneAt: null, Wire: '"Name":"Pan"' },
    ]);
  });

  it('gives no lines for an order without any', () => {
    expect(wireLinesOf([], null)).toEqual([]);
  });
});
