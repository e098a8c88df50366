import { describe, expect, it } from 'vitest';
import { OFFLINE_LANGUAGES, offlineWords } from '../offline/labels.ts';
import { LABEL_SETS, UI_LANGUAGES, uiLanguageOf } from './labels.ts';

// Every module of the app, so that every label set is defined (the app's entry and its service
// worker start things, and tests are not the app).
const modules = import.meta.glob(
  [
    '../**/*.{ts,tsx}',
    '!../**/*.test.{ts,tsx}',
    '!../main.tsx',
    '!../offline/sw*.ts',
    '!../test/**',
  ],
  { eager: true },
);

const GUEST_LANGUAGES = ['es', 'en', 'de', 'fr', 'it', 'pt'];

describe("the guest app's labels", () => {
  it('are written in es, en, de, fr, it and pt', () => {
    expect([...UI_LANGUAGES].sort()).toEqual([...GUEST_LANGUAGES].sort());
    expect([...OFFLINE_LANGUAGES].sort()).toEqual([...GUEST_LANGUAGES].sort());
    for (const lang of GUEST_LANGUAGES) expect(uiLanguageOf(lang)).toBe(lang);
  });

  it('miss no key in any language, none empty, none English in another language by mistake', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
    expect(LABEL_SETS.length).toBeGreaterThan(25);
    const problems: string[] = [];
    for (const set of LABEL_SETS) {
      const keys = Object.keys(set.es);
      for (const lang of GUEST_LANGUAGES) {
        const labels = set[lang as keyof typeof set] as Record<string, string> | undefined;
        if (!labels) {
          problems.push(`${keys[0]}…: no ${lang}`);
          continue;
        }
        for (const key of keys) if (!labels[key]?.trim()) problems.push(`${key}: no ${lang}`);
        for (const key of Object.keys(labels))
          if (!keys.includes(key)) problems.push(`${key}: ${lang} only`);
      }
      // A set whose German is its English was filled in by copying: the bug guests saw.
      const copied = keys.filter(
        (key) =>
          set.en[key] !== set.es[key] &&
          set.de?.[key] === set.en[key] &&
          (set.en[key]?.length ?? 0) > 12,
      );
      if (copied.length > keys.length / 2) problems.push(`${keys[0]}…: de copies en`);
    }
    expect(problems).toEqual([]);
  });

  it('address the guest as tú does in French and Italian too: tu, never vous or Lei', () => {
    // Forms of the formal register, in words no informal label needs ('chez' ends in -ez too).
    const formal = {
      fr: /\b(vous|votre|vos|veuillez|(?!chez\b)\p{L}+ez)\b/iu,
      it: /\b(lei|suo|sua|suoi|sue|la preghiamo|si prega|scelga|riprovi|controlli|chieda|inserisca|attenda|scriva|compili|tocchi|scansioni|risponda|acceda|riapra|tolga|rivolga|confermi|scarichi|digiti|inquadri)\b/iu,
    };
    const problems: string[] = [];
    for (const set of LABEL_SETS) {
      for (const [lang, pattern] of Object.entries(formal)) {
        const labels = set[lang as keyof typeof set] ?? {};
        for (const [key, text] of Object.entries(labels))
          if (pattern.test(text)) problems.push(`${lang} ${key}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the offline note speaks every language too', () => {
    for (const lang of GUEST_LANGUAGES) {
      const words = offlineWords[lang as keyof typeof offlineWords];
      expect(words.offline, lang).toBeTruthy();
      expect(words.unavailableHint, lang).toBeTruthy();
    }
  });
});
