import { externalActivity } from './externalActivity.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(externalActivity, {
  wrongTypes: [
    ['ActtivPrimaryColor', 'red'],
    ['ActtivSecundaryColor', 0xff0000],
    ['ActtivColor', '#gggggg'],
  ],
  bounds: [['ActtivColor', '#abc', '#abcde']],
});
