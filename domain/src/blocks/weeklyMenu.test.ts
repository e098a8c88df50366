import { blockSuite } from './test-helpers.ts';
import { weeklyMenu } from './weeklyMenu.ts';

blockSuite(weeklyMenu, {
  wrongTypes: [
    ['WeeklyMenuContentID', 'new_1'],
    ['WeeklyMenuWeekColor1', 'red'],
    ['WeeklyMenuWeekColor2', 1],
    ['WeeklyMenuColor1', '#12'],
    ['WeeklyMenuColor2', []],
  ],
  bounds: [['WeeklyMenuContentID', 1, 0]],
});
