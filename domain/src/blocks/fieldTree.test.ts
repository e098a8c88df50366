import { describe, expect, it } from 'vitest';
import { contact } from './contact.ts';
import { fieldTree } from './fieldTree.ts';
import { food } from './food.ts';
import { poll } from './poll.ts';

const value = { kind: 'value' };

describe('a block schema read as its fields', () => {
  it('nests a list of items and an item’s own group; a translatable text is one value', () => {
    expect(fieldTree(contact.schema)).toEqual({
      kind: 'group',
      fields: {
        HideDivider: value,
        ContactItems: {
          kind: 'list',
          item: {
            kind: 'group',
            fields: {
              ID: value,
              ContactIcon: value,
              ContactDescription: value,
              ContactURL: value,
              ContactLatLon: { kind: 'group', fields: { Lat: value, Lon: value } },
            },
          },
        },
      },
    });
  });

  it('reads past preprocessing and null: a list of plain values, a JSON-string field', () => {
    const fields = fieldTree(food.schema);
    expect(fields.kind === 'group' && fields.fields.FoodAllergens).toEqual({
      kind: 'list',
      item: value,
    });
    expect(fields.kind === 'group' && fields.fields.FoodPrice).toEqual(value);
  });

  it('gives a union of item kinds every field any of them has', () => {
    const fields = fieldTree(poll.schema);
    const questions = fields.kind === 'group' ? fields.fields.PollFormData : undefined;
    const item = questions?.kind === 'list' ? questions.item : undefined;
    expect(item?.kind === 'group' && Object.keys(item.fields).sort()).toEqual([
      'id',
      'max',
      'min',
      'question',
      'type',
      'values',
    ]);
  });
});
