import { blockSuite } from './test-helpers.ts';
import { weather } from './weather.ts';

blockSuite(weather, {});
