import { expect, it } from 'vitest';
import { brochure } from './brochure.ts';
import { blockSuite, defaultsOf, textOf } from './test-helpers.ts';

blockSuite(
  brochure,
  {
    wrongTypes: [
      ['BrochureImage', 1],
      ['BrochureTitle', 'Folleto'],
      ['BrochureWithLocation', 'true'],
      ['BrochureMunicipaly', null],
      ['BrochurePostalCode', 35001],
      ['BrochureEmail', 'info'],
      ['BrochureDescription', '<p>x</p>'],
      ['BrochureServices', 'wifi'],
      ['SiteTitle', 'x'],
      ['SiteLat', '28'],
    ],
    bounds: [
      ['BrochureLat', -90, -91],
      ['BrochureLon', 180, 181],
      ['SiteLat', 90, 90.1],
      ['SiteLon', -180, -180.1],
      ['BrochureEmail', `${'a'.repeat(238)}@example.com`, `${'a'.repeat(239)}@example.com`],
      ['BrochurePostalCode', 'x'.repeat(20), 'x'.repeat(21)],
      ['BrochureFax', '9'.repeat(50), '9'.repeat(51)],
      ['BrochureWeb', 'https://hotel.es', 'javascript:alert(1)'],
      ['BrochureDescription', textOf(100_000), textOf(100_001), 'BrochureDescription.es'],
    ],
  },
  () => {
    it('every section starts off, and the description is rich text', () => {
      const d = defaultsOf(brochure);
      expect([
        d.BrochureWithLocation,
        d.BrochureWithContact,
        d.BrochureWithDescription,
        d.BrochureWithFacts,
      ]).toEqual([false, false, false, false]);
      expect(brochure.htmlFields).toEqual(['BrochureDescription']);
    });
  },
);
