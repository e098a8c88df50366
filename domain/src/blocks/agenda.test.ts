import { agenda } from './agenda.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(agenda, {});
