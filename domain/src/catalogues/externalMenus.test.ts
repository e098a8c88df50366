import { describe, expect, it } from 'vitest';
import { effectiveExternalId, isStorableExternalId, uniqueExternalMenus } from './externalMenus.ts';

const menu = (ID: number, ExternalID: string | null, es = `Menú ${ID}`) => ({
  ID,
  ExternalID,
  Name: { es, en: '' },
});

describe('effectiveExternalId', () => {
  it('is the ExternalID when present and non-empty', () => {
    expect(effectiveExternalId(menu(1, 'EXT-9'))).toBe('EXT-9');
  });

  it('is the ID, as text, when ExternalID is null, absent, empty or blank', () => {
    expect(effectiveExternalId(menu(3, null))).toBe('3');
    expect(effectiveExternalId({ ID: 4, Name: {} })).toBe('4');
    expect(effectiveExternalId(menu(5, ''))).toBe('5');
    expect(effectiveExternalId(menu(6, '  '))).toBe('6');
  });
});

describe('uniqueExternalMenus', () => {
  it('removes later menus with the same effective id, keeping the first and the order', () => {
    const list = [
      menu(1, 'A', 'Cena'),
      menu(2, null, 'Desayuno'),
      menu(3, 'A', 'Cena repetida'),
      menu(4, '2', 'Mismo id que el 2'),
      menu(5, null, 'Almuerzo'),
    ];
    expect(uniqueExternalMenus(list).map((m) => m.ID)).toEqual([1, 2, 5]);
  });

  it('keeps a list without duplicates as it is', () => {
    const list = [menu(1, 'A'), menu(2, 'B'), menu(3, null)];
    expect(uniqueExternalMenus(list)).toEqual(list);
    expect(uniqueExternalMenus([])).toEqual([]);
  });
});

describe('isStorableExternalId', () => {
  it('accepts what the block can store in its comma-separated list', () => {
    expect(isStorableExternalId('EXT-9')).toBe(true);
    expect(isStorableExternalId('12')).toBe(true);
  });

  it('refuses empty ids, commas, spaces and ids over 64 characters', () => {
    expect(isStorableExternalId('')).toBe(false);
    expect(isStorableExternalId('a,b')).toBe(false);
    expect(isStorableExternalId('a b')).toBe(false);
    expect(isStorableExternalId('x'.repeat(65))).toBe(false);
  });
});
