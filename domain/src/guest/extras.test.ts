import { describe, expect, it } from 'vitest';
import { guestExtrasOf } from './extras.ts';

const language = { lang: 'en', languages: ['es', 'en'] };

describe('guestExtrasOf', () => {
  it("names each extra in the guest's language, in the given order, with its price", () => {
    const shown = guestExtrasOf(
      [
        { ID: 2, Name: { es: 'Bacon', en: 'Bacon' }, Price: 1.5 },
        { ID: 1, Name: { es: 'Queso extra', en: 'Extra cheese' }, Price: 1 },
      ],
      language,
    );
    expect(shown).toEqual({
      extras: [
        { ID: 2, Name: 'Bacon', Price: 1.5 },
        { ID: 1, Name: 'Extra cheese', Price: 1 },
      ],
      fallback: false,
    });
  });

  it('falls back to the default language and says so', () => {
    const shown = guestExtrasOf([{ ID: 1, Name: { es: 'Huevo' }, Price: 0.8 }], language);
    expect(shown).toEqual({ extras: [{ ID: 1, Name: 'Huevo', Price: 0.8 }], fallback: true });
  });

  it('leaves out an extra with no name in any language', () => {
    expect(guestExtrasOf([{ ID: 1, Name: { es: '' }, Price: 1 }], language).extras).toEqual([]);
  });
});
