import { map } from './map.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(map, {
  wrongTypes: [
    ['MapHeight', null],
    ['Lat', '28.1'],
    ['Lon', '-15.4'],
  ],
  bounds: [
    ['MapHeight', 0, -1],
    ['MapHeight', 1000, 1001],
    ['Lat', 90, 90.0001],
    ['Lat', -90, -90.0001],
    ['Lon', 180, 180.0001],
    ['Lon', -180, -180.0001],
  ],
});
