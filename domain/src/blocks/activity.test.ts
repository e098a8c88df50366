import { activity } from './activity.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(activity, {
  wrongTypes: [
    ['TypeActivity', '1'],
    ['ActivityPrimaryColor', 'blue'],
    ['ActivitySecundaryColor', 3],
    ['ActivityColor', '#12'],
    ['ActivityDescriptionColor', '#zzzzzz'],
  ],
  bounds: [
    ['TypeActivity', 5, 6],
    ['TypeActivity', 0, -1],
    ['TypeActivity', 2, 2.5],
  ],
});
