import { dfiles } from './dfiles.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(dfiles, {
  wrongTypes: [
    ['DropdownButtonBGColor', 'blue'],
    ['DropdownButtonTextColor', true],
  ],
  bounds: [['DropdownButtonBGColor', '#00000000', '#000000000']],
});
