import { describe, expect, it } from 'vitest';
import { guestExtraGroupsOf, guestExtrasOf } from './extras.ts';

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

describe('guestExtraGroupsOf', () => {
  it('keeps groups holding a shown option, named in the guest language, with group and allergens on options', () => {
    const { extras } = guestExtrasOf(
      [
        { ID: 1, Name: { es: 'Al punto', en: 'Medium' }, Price: 0, GroupID: 7, Allergens: [] },
        {
          ID: 2,
          Name: { es: 'Roquefort', en: 'Blue cheese' },
          Price: 1,
          GroupID: 8,
          Allergens: [7],
        },
        { ID: 3, Name: { es: 'Pan', en: 'Bread' }, Price: 0, GroupID: null },
      ],
      language,
    );
    expect(extras).toEqual([
      { ID: 1, Name: 'Medium', Price: 0, GroupID: 7 },
      { ID: 2, Name: 'Blue cheese', Price: 1, GroupID: 8, Allergens: [7] },
      { ID: 3, Name: 'Bread', Price: 0 },
    ]);
    const groups = guestExtraGroupsOf(
      [
        { ID: 7, Name: { es: 'Punto', en: 'Doneness' }, Min: 1, Max: 1 },
        { ID: 8, Name: { es: 'Salsas' }, Min: 0, Max: 2 },
        { ID: 9, Name: { es: 'Vacío', en: 'Empty' }, Min: 1, Max: 1 },
      ],
      extras,
      language,
    );
    expect(groups).toEqual({
      groups: [
        { ID: 7, Name: 'Doneness', Min: 1, Max: 1 },
        { ID: 8, Name: 'Salsas', Min: 0, Max: 2 },
      ],
      fallback: true,
    });
  });
});
