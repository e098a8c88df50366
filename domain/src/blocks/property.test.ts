import { property } from './property.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(property, {});
