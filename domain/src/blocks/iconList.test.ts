import { expect, it } from 'vitest';
import { iconList } from './iconList.ts';
import { blockSuite, textOf } from './test-helpers.ts';

blockSuite(
  iconList,
  {
    wrongTypes: [
      ['IconListImage', 5],
      ['IconListTitle', 'Spa'],
      ['IconListDescription', null],
      ['InstagramIframe', null],
    ],
    bounds: [
      ['InstagramIframe', 'x'.repeat(20_000), 'x'.repeat(20_001)],
      ['IconListTitle', textOf(500), textOf(501), 'IconListTitle.es'],
    ],
  },
  () => {
    it('its Instagram iframe is embed HTML', () => {
      expect(iconList.embedFields).toEqual(['InstagramIframe']);
    });
  },
);
