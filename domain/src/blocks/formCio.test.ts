import { formCio } from './formCio.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(formCio, {
  wrongTypes: [
    ['FormCioFieldsConfig', '3'],
    ['FormIcon', 'mdi-form'],
  ],
  bounds: [
    ['FormCioFieldsConfig', 1, 0],
    ['FormCioFieldsConfig', 2, 2.5],
  ],
});
