import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseContent } from '../content.ts';
import { contentTypeByKey, contentTypes } from '../content-types.ts';
import * as catalogue from './catalogue.ts';
import { food } from './food.ts';
import { image } from './image.ts';
import { type BlockData, blockByKey, blockByType, blocks, typeIdOfBlock } from './index.ts';
import { INTEGRATION_KEYS } from './integration-keys.ts';
import { space } from './space.ts';
import { CTX } from './test-helpers.ts';
import { text } from './text.ts';
import { title } from './title.ts';

const blockTypes = contentTypes.filter((type) => type.key !== 'submenus');

describe('block registry', () => {
  it("types each block's data by its own schema", () => {
    expectTypeOf<BlockData<'wifi'>['WifiIsWep']>().toEqualTypeOf<boolean>();
    expectTypeOf<BlockData<'space'>>().toHaveProperty('Size');
    expectTypeOf<BlockData<'wifi'>>().not.toHaveProperty('Size');
  });

  it('holds a block for every catalogue key but submenus', () => {
    // No count to edit for a new type: the table is each line of catalogue.ts and each integration row.
    expect(Object.keys(blocks).sort()).toEqual(
      [...INTEGRATION_KEYS, ...Object.keys(catalogue)].sort(),
    );
    for (const module of Object.values(catalogue)) expect(blockByKey(module.key)).toBe(module);
    for (const type of blockTypes) {
      expect(blockByKey(type.key)?.key, type.key).toBe(type.key);
      expect(blockByType(type.id)?.key, String(type.id)).toBe(type.key);
    }
    expect(Object.keys(blocks).sort()).toEqual(blockTypes.map((t) => t.key).sort());
  });

  it('every registry key is a catalogue key and matches its module key', () => {
    for (const [key, module] of Object.entries(blocks)) {
      expect(contentTypeByKey(key), key).toBeDefined();
      expect(module.key).toBe(key);
    }
  });

  it('the submenus menu type is not a block', () => {
    expect(blockByKey('submenus')).toBeUndefined();
    expect(blockByType(1)).toBeUndefined();
  });

  it("every block's defaults parse with its own schema", () => {
    for (const module of Object.values(blocks)) {
      expect(() => module.schema.parse(module.defaults(CTX)), module.key).not.toThrow();
    }
  });

  it('parseContent accepts a flat content of every type built from its defaults, data unchanged', () => {
    for (const [index, type] of blockTypes.entries()) {
      const module = blocks[type.key as keyof typeof blocks];
      const defaults = module.defaults(CTX);
      const result = parseContent(
        { ID: `new_${index}`, MenuID: 1, Type: type.id, ORD: index, ...defaults },
        CTX,
      );
      expect(result.ok, `${type.key}: ${JSON.stringify(result.ok || result.issues)}`).toBe(true);
      if (result.ok) expect(result.data, type.key).toEqual(defaults);
    }
  });

  it('parseContent fills every missing field of every type with its defaults', () => {
    for (const type of blockTypes) {
      const result = parseContent({ ID: 'new_1', Type: type.id, ORD: 0 }, CTX);
      expect(result.ok, type.key).toBe(true);
    }
  });

  it('rich-text and embed fields are fields of their schema', () => {
    for (const module of Object.values(blocks)) {
      for (const field of [...(module.htmlFields ?? []), ...(module.embedFields ?? [])]) {
        expect(Object.keys(module.schema.shape), `${module.key}.${field}`).toContain(field);
      }
    }
    const html = Object.values(blocks).flatMap((m) =>
      (m.htmlFields ?? []).map((f) => `${m.key}.${f}`),
    );
    expect(html.sort()).toEqual(
      [
        'brochure.BrochureDescription',
        'qAndA.QAndAAnswer',
        'site.SiteMoreInfo',
        'text.Text',
      ].sort(),
    );
    const embed = Object.values(blocks).flatMap((m) =>
      (m.embedFields ?? []).map((f) => `${m.key}.${f}`),
    );
    expect(embed.sort()).toEqual(['iconList.InstagramIframe', 'instagram.InstagramIframe']);
  });

  it('blockByType finds blocks by their catalogue id', () => {
    expect(blockByType(16)).toBe(text);
    expect(blockByType(2)).toBe(title);
    expect(blockByType(3)).toBe(space);
    expect(blockByType(4)).toBe(image);
    expect(blockByType(27)).toBe(food);
  });

  it('blockByType of an id outside the catalogue is undefined', () => {
    expect(blockByType(999)).toBeUndefined();
    expect(blockByType(47)).toBeUndefined();
  });

  it('blockByKey finds blocks by key only', () => {
    expect(blockByKey('space')).toBe(space);
    expect(blockByKey('food')).toBe(food);
    expect(blockByKey('nope')).toBeUndefined();
    expect(blockByKey('toString')).toBeUndefined();
  });

  it('typeIdOfBlock gives the catalogue id', () => {
    expect(typeIdOfBlock('text')).toBe(16);
    expect(typeIdOfBlock('title')).toBe(2);
    expect(typeIdOfBlock('qAndA')).toBe(63);
    expect(typeIdOfBlock('simpleText')).toBe(64);
  });
});
