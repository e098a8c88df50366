import { it } from 'vitest';
import { FORM_ICONS } from './fields.ts';
import { rcovid } from './rcovid.ts';
import { blockSuite, expectAccepts } from './test-helpers.ts';

blockSuite(rcovid, { wrongTypes: [['FormIcon', 'mdi-virus']] }, () => {
  it('takes the three form icons', () => {
    for (const FormIcon of FORM_ICONS) expectAccepts(rcovid, { FormIcon });
  });
});
