import { expect, it } from 'vitest';
import { simpleText, TEXT_ALIGNMENTS } from './simpleText.ts';
import { blockSuite, defaultsOf, expectAccepts, expectRejects } from './test-helpers.ts';

const style = (patch: Record<string, unknown>) => ({
  ...(defaultsOf(simpleText).Style as object),
  ...patch,
});

blockSuite(
  simpleText,
  {
    wrongTypes: [
      ['Title', 'Hola'],
      ['Style', 'bold'],
    ],
    bounds: [
      ['Style', style({ SizeMult: 10 }), style({ SizeMult: 11 }), 'Style.SizeMult'],
      ['Style', style({ SizeMult: 1 }), style({ SizeMult: 0 }), 'Style.SizeMult'],
      ['Style', style({ SizeMult: 2 }), style({ SizeMult: 2.5 }), 'Style.SizeMult'],
    ],
  },
  () => {
    it('defaults: left, size 1, not upper case, the workspace colour', () => {
      expect(defaultsOf(simpleText).Style).toEqual({
        TextAlign: 'left',
        SizeMult: 1,
        ToUpperCase: false,
        TextColor: '#ffffff',
      });
      expect(
        simpleText.defaults({ languages: ['es'], bgColor: 'not a colour' }).Style.TextColor,
      ).toBeNull();
    });
    it('aligns left, center, right or justify; style fields are checked', () => {
      for (const TextAlign of TEXT_ALIGNMENTS)
        expectAccepts(simpleText, { Style: style({ TextAlign }) });
      expectRejects(simpleText, { Style: style({ TextAlign: 'middle' }) }, 'Style.TextAlign');
      expectRejects(simpleText, { Style: style({ ToUpperCase: 'yes' }) }, 'Style.ToUpperCase');
      expectRejects(simpleText, { Style: style({ TextColor: 'red' }) }, 'Style.TextColor');
      expectRejects(simpleText, { Style: style({ Bold: true }) }, 'Style.Bold');
    });
  },
);
