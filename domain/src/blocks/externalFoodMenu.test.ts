import { expect, it } from 'vitest';
import { externalFoodMenu, joinExternalIds, splitExternalIds } from './externalFoodMenu.ts';
import { blockSuite, expectAccepts, expectRejects } from './test-helpers.ts';

blockSuite(
  externalFoodMenu,
  {
    wrongTypes: [
      ['MenuExtFoodExternalID', ['a', 'b']],
      ['MenuExtFoodDayOfWeek', '1'],
    ],
    bounds: [
      ['MenuExtFoodDayOfWeek', 6, 7],
      ['MenuExtFoodDayOfWeek', 0, -1],
      ['MenuExtFoodExternalID', 'x'.repeat(64), 'x'.repeat(65)],
    ],
  },
  () => {
    it('null = all menus and every day; a comma-separated list of ids', () => {
      expectAccepts(externalFoodMenu, { MenuExtFoodExternalID: null, MenuExtFoodDayOfWeek: null });
      expectAccepts(externalFoodMenu, { MenuExtFoodExternalID: 'M1,M2,17' });
      expectRejects(externalFoodMenu, { MenuExtFoodExternalID: 'M1,,M2' }, 'MenuExtFoodExternalID');
      expectRejects(externalFoodMenu, { MenuExtFoodExternalID: 'M1, M2' }, 'MenuExtFoodExternalID');
    });
    it('the editor’s list and the stored string convert both ways', () => {
      expect(splitExternalIds('M1,M2')).toEqual(['M1', 'M2']);
      expect(splitExternalIds(null)).toEqual([]);
      expect(joinExternalIds(['M1', 'M2'])).toBe('M1,M2');
    });
  },
);
