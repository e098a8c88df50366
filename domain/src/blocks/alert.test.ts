import { expect, it } from 'vitest';
import { ALERT_ICONS, alert } from './alert.ts';
import { blockSuite, defaultsOf, expectAccepts, textOf } from './test-helpers.ts';

blockSuite(
  alert,
  {
    wrongTypes: [
      ['Icon', 'mdi-rocket'],
      ['AlertText', 'Hola'],
      ['Color', 'red'],
    ],
    bounds: [
      ['AlertText', textOf(5000), textOf(5001), 'AlertText.es'],
      ['Color', '#ff000080', '#ff00008'],
    ],
  },
  () => {
    it('takes every behaviour.md#data icon, and none', () => {
      for (const Icon of ALERT_ICONS) expectAccepts(alert, { Icon });
    });
    it('defaults: information icon, empty text in every language, no colour', () => {
      expect(defaultsOf(alert)).toEqual({
        Icon: 'mdi-information',
        AlertText: { es: '', en: '', de: '', fr: '' },
        Color: null,
      });
    });
  },
);
