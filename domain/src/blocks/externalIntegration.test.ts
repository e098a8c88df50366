import { externalIntegration } from './externalIntegration.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(externalIntegration, {});
