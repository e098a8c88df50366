import { expect, it } from 'vitest';
import { INFOTEN_FILTER_KEYS, infoten } from './infoten.ts';
import { blockSuite, defaultsOf, expectAccepts, expectRejects } from './test-helpers.ts';

blockSuite(
  infoten,
  {
    wrongTypes: [['InfotenFilters', 5]],
    bounds: [
      [
        'InfotenFilters',
        { Zona: 'x'.repeat(200) },
        { Zona: 'x'.repeat(201) },
        'InfotenFilters.Zona',
      ],
    ],
  },
  () => {
    it("Actividad defaults to 'Recursos'", () => {
      expect(defaultsOf(infoten).InfotenFilters).toEqual({ Actividad: 'Recursos' });
    });
    it('takes the eight keys as an object or as a JSON string, and stores the object', () => {
      const all = Object.fromEntries(INFOTEN_FILTER_KEYS.map((k) => [k, `v-${k}`]));
      expect(expectAccepts(infoten, { InfotenFilters: all }).InfotenFilters).toEqual(all);
      const data = expectAccepts(infoten, {
        InfotenFilters: '{"Actividad":"Playas","Municipio":"Mogán"}',
      });
      expect(data.InfotenFilters).toEqual({ Actividad: 'Playas', Municipio: 'Mogán' });
      expect(expectAccepts(infoten, { InfotenFilters: '' }).InfotenFilters).toEqual({});
    });
    it('only selected values are kept: empty and null keys are dropped', () => {
      const data = expectAccepts(infoten, {
        InfotenFilters: { Actividad: 'Playas', Tipo: '', Zona: null },
      });
      expect(data.InfotenFilters).toEqual({ Actividad: 'Playas' });
    });
    it('an unknown filter key, a non-string value or broken JSON is refused', () => {
      expectRejects(infoten, { InfotenFilters: { Pais: 'ES' } }, 'InfotenFilters.Pais');
      expectRejects(infoten, { InfotenFilters: { Tipo: 3 } }, 'InfotenFilters.Tipo');
      expectRejects(infoten, { InfotenFilters: '{"Tipo":' }, 'InfotenFilters');
    });
  },
);
