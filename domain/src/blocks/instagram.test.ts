import { expect, it } from 'vitest';
import { instagram } from './instagram.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(
  instagram,
  {
    wrongTypes: [['InstagramIframe', { html: '' }]],
    bounds: [['InstagramIframe', 'x'.repeat(20_000), 'x'.repeat(20_001)]],
  },
  () => {
    it('InstagramIframe is embed HTML for the server to reduce', () => {
      expect(instagram.embedFields).toEqual(['InstagramIframe']);
      expect(instagram.htmlFields).toBeUndefined();
    });
  },
);
