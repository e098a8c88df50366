import { describe, expect, it } from 'vitest';
import { withAllChannelsOption } from './channels.ts';

describe('withAllChannelsOption', () => {
  it("puts {ID:'', Name:'ALL'} first and keeps the types in their order", () => {
    const types = [
      { ID: 4, Name: 'Deportes' },
      { ID: 2, Name: 'Noticias' },
    ];
    expect(withAllChannelsOption(types)).toEqual([
      { ID: '', Name: 'ALL' },
      { ID: 4, Name: 'Deportes' },
      { ID: 2, Name: 'Noticias' },
    ]);
    expect(types).toHaveLength(2);
  });

  it("offers only 'ALL' when the enterprise has no channel list types", () => {
    expect(withAllChannelsOption([])).toEqual([{ ID: '', Name: 'ALL' }]);
  });
});
