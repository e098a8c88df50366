import { checkIn } from './checkIn.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(checkIn, {});
