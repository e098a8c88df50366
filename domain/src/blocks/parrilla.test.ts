import { parrilla } from './parrilla.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(parrilla, {});
