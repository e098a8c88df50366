import { chainFood } from './chainFood.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(chainFood, {
  wrongTypes: [
    ['ChainFoodRestaurant', 'la-plaza'],
    ['ChainFoodPrimaryBGColor', 'red'],
    ['ChainFoodPrimaryTextColor', 1],
    ['ChainFoodPrimaryTextFormat', 'upper'],
    ['ChainFoodSecondaryBGColor', '#1'],
    ['ChainFoodSecondaryTextColor', []],
    ['ChainFoodSecondaryTextFormat', '2'],
  ],
  bounds: [
    ['ChainFoodPrimaryTextFormat', 2, 3],
    ['ChainFoodSecondaryTextFormat', 1, 0],
    ['ChainFoodRestaurant', 1, 0],
  ],
});
