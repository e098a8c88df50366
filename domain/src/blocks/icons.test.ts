import { it } from 'vitest';
import { ICONS_ALIGNMENTS, icons } from './icons.ts';
import { blockSuite, expectAccepts } from './test-helpers.ts';

blockSuite(
  icons,
  {
    wrongTypes: [
      ['IconsURL', 1],
      ['IconsAlign', 'justify'],
    ],
    bounds: [['IconsURL', '/uploads/1/i.webp', 'javascript:alert(1)']],
  },
  () => {
    it('aligns left, center or right', () => {
      for (const IconsAlign of ICONS_ALIGNMENTS) expectAccepts(icons, { IconsAlign });
    });
  },
);
