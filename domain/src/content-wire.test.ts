import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blocks, typeIdOfBlock } from './blocks/index.ts';
import { blockComponentName, contentItemSchema, contentWireSchemas } from './content-wire.ts';
import { isVideoUrlFor, videoServicePattern } from './urls.ts';

const wireOf = (key: string) => contentWireSchemas.find((w) => w.key === key)?.schema;

describe('contentWireSchemas', () => {
  it('has one schema per block type of the registry, in its order, with its type number', () => {
    expect(contentWireSchemas.map((w) => [w.key, w.type])).toEqual(
      Object.keys(blocks).map((key) => [key, typeIdOfBlock(key as keyof typeof blocks)]),
    );
  });

  it('takes a block with only its common fields, as the defaults fill the rest', () => {
    expect(wireOf('title')?.safeParse({ ID: 'new', Type: 2, ORD: 0 }).success).toBe(true);
    expect(wireOf('title')?.safeParse({ ID: 'new', Type: 3, ORD: 0 }).success).toBe(false);
    expect(wireOf('title')?.safeParse({ ID: 'new', Type: 2, ORD: 0, X: 1 }).success).toBe(false);
  });

  it('requires the field a guest view needs, and states that it holds more than blanks', () => {
    expect(wireOf('wifi')?.safeParse({ ID: 'new', Type: 23, ORD: 0 }).success).toBe(false);
    const json = z.toJSONSchema(wireOf('alert') as z.ZodObject, { target: 'openapi-3.0' }) as {
      required: string[];
      properties: Record<string, { not?: unknown }>;
    };
    expect(json.required).toContain('AlertText');
    expect(json.properties.AlertText?.not).toEqual({
      additionalProperties: { type: 'string', pattern: '^\\s*$' },
    });
  });
});

describe('contentItemSchema', () => {
  it('refers to each block component once, told apart by Type', () => {
    const json = z.toJSONSchema(contentItemSchema, { target: 'openapi-3.0' }) as unknown as {
      oneOf: { $ref: string }[];
      discriminator: { propertyName: string; mapping: Record<string, string> };
    };
    expect(json.oneOf).toHaveLength(Object.keys(blocks).length);
    expect(json.discriminator.propertyName).toBe('Type');
    expect(json.discriminator.mapping['2']).toBe(
      `#/components/schemas/${blockComponentName('title')}`,
    );
  });
});

describe('videoServicePattern', () => {
  it('accepts the addresses isVideoUrlFor accepts, and refuses look-alike hosts', () => {
    const youtube = new RegExp(videoServicePattern('youtube'), 'u');
    for (const url of ['', 'https://www.youtube.com/watch?v=x', 'https://youtu.be/x']) {
      expect([url, isVideoUrlFor('youtube', url), youtube.test(url)]).toEqual([url, true, true]);
    }
    for (const url of [
      'https://youtube.com.evil.com/',
      'https://notyoutube.com/',
      'http://youtu.be/x',
    ]) {
      expect([url, isVideoUrlFor('youtube', url), youtube.test(url)]).toEqual([url, false, false]);
    }
  });
});
