import { interactiveMaps } from './interactiveMaps.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(interactiveMaps, {
  wrongTypes: [['InteractiveMapsID', 'map-1']],
  bounds: [['InteractiveMapsID', 1, 0]],
});
