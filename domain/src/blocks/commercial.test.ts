import { commercial } from './commercial.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(commercial, {});
