// @vitest-environment node
import { pickedIdSchema } from '@carta/domain/blocks/fields';
import { describe, expect, it } from 'vitest';
import { namedOptions, nameIn, toPickedId } from './namedCatalogue.ts';

describe('named catalogue helpers', () => {
  it('reads positive integer ids, also given as text, and nothing else', () => {
    expect(toPickedId(7)).toBe(7);
    expect(toPickedId('12')).toBe(12);
    for (const bad of [0, -3, 1.5, Number.NaN, 2 ** 60, '', 'abc', '-4', '1e3', ' 5', null, {}])
      expect(toPickedId(bad)).toBeNull();
  });

  it('turns records into options whose values the schema accepts, leaving out unstorable ids', () => {
    const options = namedOptions([
      { ID: 4, Name: 'Plano del hotel' },
      { ID: '9', Name: 'Plano del jardín' },
      { ID: 'x1', Name: 'Roto' },
      { ID: 0, Name: 'Cero' },
    ]);
    expect(options).toEqual([
      { value: 4, label: 'Plano del hotel' },
      { value: 9, label: 'Plano del jardín' },
    ]);
    for (const option of options) expect(pickedIdSchema.parse(option.value)).toBe(option.value);
    expect(namedOptions(undefined)).toEqual([]);
  });

  it('finds a name in a list already read', () => {
    const records = [{ ID: '9', Name: 'Plano del jardín' }];
    expect(nameIn(records, 9)).toBe('Plano del jardín');
    expect(nameIn(records, 4)).toBeUndefined();
    expect(nameIn(undefined, 9)).toBeUndefined();
  });
});
