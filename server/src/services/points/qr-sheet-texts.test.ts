import { describe, expect, it } from 'vitest';
import { MAX_SCAN_LINES, SCAN_TEXTS, scanLines } from './qr-sheet-texts.ts';

describe('scanLines', () => {
  it("prints the venue's languages in its order, each once", () => {
    expect(scanLines(['fr', 'es', 'fr'])).toEqual([SCAN_TEXTS.fr, SCAN_TEXTS.es]);
  });
  it('leaves out languages without a text, and falls back to English when none has one', () => {
    expect(scanLines(['ja', 'de'])).toEqual([SCAN_TEXTS.de]);
    expect(scanLines(['ja', 'zh'])).toEqual([SCAN_TEXTS.en]);
  });
  it('prints at most MAX_SCAN_LINES', () => {
    expect(scanLines(['es', 'en', 'de', 'fr', 'it', 'pt'])).toHaveLength(MAX_SCAN_LINES);
  });
  it('knows es, en, de and fr at least', () => {
    for (const lang of ['es', 'en', 'de', 'fr']) expect(SCAN_TEXTS[lang]).toBeTruthy();
  });
});
