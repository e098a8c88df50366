import { blockSuite } from './test-helpers.ts';
import { twitter } from './twitter.ts';

blockSuite(twitter, {
  wrongTypes: [['TwitterAccount', 5]],
  bounds: [['TwitterAccount', 'x'.repeat(200), 'x'.repeat(201)]],
});
