import { consulting } from './consulting.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(consulting, {
  wrongTypes: [
    ['ConsultingHotelID', 12],
    ['ConsultingInstallationID', null],
  ],
  bounds: [
    ['ConsultingHotelID', 'x'.repeat(100), 'x'.repeat(101)],
    ['ConsultingInstallationID', 'x'.repeat(100), 'x'.repeat(101)],
  ],
});
