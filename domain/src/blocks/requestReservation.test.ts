import { requestReservation } from './requestReservation.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(requestReservation, {});
