import { divider } from './divider.ts';
import { blockSuite } from './test-helpers.ts';

const sides = ['DividerUp', 'DividerDown', 'DividerLeft', 'DividerRight'] as const;

blockSuite(divider, {
  wrongTypes: [
    ['DividerUp', '10'],
    ['DividerDark', 1],
  ],
  bounds: sides.flatMap((side) => [[side, 0, -1] as const, [side, 100, 101] as const]),
});
