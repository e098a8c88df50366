import { describe, expect, it } from 'vitest';
import { fallbackTypeName, providerTypeName, typeListFromProvider } from './providerTypes.ts';

const names = (list: { Name: string }[]) => list.map((entry) => entry.Name);

describe('typeListFromProvider', () => {
  it("heads the list with 0 'TODOS' and numbers the provider's five types 1 to 5", () => {
    const list = typeListFromProvider(
      {
        TypeActivity01: 'Deporte',
        TypeActivity02: 'Niños',
        TypeActivity03: 'Relax',
        TypeActivity04: 'Música',
        TypeActivity05: 'Cultura',
      },
      'TypeActivity',
    );
    expect(list).toEqual([
      { ID: 0, Name: 'TODOS' },
      { ID: 1, Name: 'Deporte' },
      { ID: 2, Name: 'Niños' },
      { ID: 3, Name: 'Relax' },
      { ID: 4, Name: 'Música' },
      { ID: 5, Name: 'Cultura' },
    ]);
  });

  it('reads the fields of the prefix asked for: TypeShow for the shows service', () => {
    const answer = { TypeActivity01: 'Deporte', TypeShow01: 'Magia', TypeShow05: 'Circo' };
    expect(names(typeListFromProvider(answer, 'TypeShow'))).toEqual([
      'TODOS',
      'Magia',
      'Type 02',
      'Type 03',
      'Type 04',
      'Circo',
    ]);
  });

  it("falls back to 'Type 01'..'Type 05' for empty, blank, absent or non-text values", () => {
    const answer = {
      TypeActivity01: '',
      TypeActivity02: '   ',
      TypeActivity03: null,
      TypeActivity04: 7,
    };
    expect(names(typeListFromProvider(answer, 'TypeActivity')).slice(1)).toEqual([
      'Type 01',
      'Type 02',
      'Type 03',
      'Type 04',
      'Type 05',
    ]);
  });

  it('falls back for every type when the provider answered nothing', () => {
    expect(names(typeListFromProvider(undefined, 'TypeShow'))).toEqual([
      'TODOS',
      'Type 01',
      'Type 02',
      'Type 03',
      'Type 04',
      'Type 05',
    ]);
    expect(typeListFromProvider({}, 'TypeActivity')).toHaveLength(6);
  });

  it("uses only the first part of a value that splits by '#' into exactly 4 parts", () => {
    expect(providerTypeName('Yoga#x#y#z', 1)).toBe('Yoga');
    expect(providerTypeName(' Yoga #1#2#3', 1)).toBe('Yoga');
    expect(providerTypeName('#x#y#z', 3)).toBe('Type 03');
  });

  it("keeps, trimmed, a value with another number of '#' parts", () => {
    expect(providerTypeName('  Yoga  ', 1)).toBe('Yoga');
    expect(providerTypeName('Yoga#x#y', 1)).toBe('Yoga#x#y');
    expect(providerTypeName('Yoga#x#y#z#w', 1)).toBe('Yoga#x#y#z#w');
    expect(providerTypeName('C#', 2)).toBe('C#');
  });

  it('names the fallbacks with two digits', () => {
    expect(fallbackTypeName(1)).toBe('Type 01');
    expect(fallbackTypeName(5)).toBe('Type 05');
  });
});
