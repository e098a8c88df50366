import { servatur } from './servatur.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(servatur, {});
