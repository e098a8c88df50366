import { queue } from './queue.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(queue, {
  wrongTypes: [['QueueID', 7]],
  bounds: [['QueueID', 'x'.repeat(100), 'x'.repeat(101)]],
});
