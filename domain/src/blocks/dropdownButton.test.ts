import { dropdownButton } from './dropdownButton.ts';
import { blockSuite, textOf } from './test-helpers.ts';

blockSuite(dropdownButton, {
  wrongTypes: [
    ['DropdownButtonTitle', '11111'],
    ['DropdownButtonBGColor', 'blue'],
    ['DropdownButtonTextColor', 1],
  ],
  bounds: [['DropdownButtonTitle', textOf(500), textOf(501), 'DropdownButtonTitle.es']],
});
