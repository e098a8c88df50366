import { show } from './show.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(show, {
  wrongTypes: [
    ['TypeShow', null],
    ['ShowPrimaryColor', 'rgb(0,0,0)'],
    ['ShowSecundaryColor', 1],
    ['ShowColor', '#1234567'],
    ['ShowDescriptionColor', {}],
  ],
  bounds: [
    ['TypeShow', 5, 6],
    ['TypeShow', 0, -1],
  ],
});
