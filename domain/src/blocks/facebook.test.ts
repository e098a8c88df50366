import { facebook } from './facebook.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(facebook, {
  wrongTypes: [['FacebookAccount', null]],
  bounds: [['FacebookAccount', 'x'.repeat(200), 'x'.repeat(201)]],
});
