import { describe, expect, it } from 'vitest';
import { image } from './image.ts';

const ctx = { languages: ['es', 'en'] };

describe('image block', () => {
  it('key is image', () => {
    expect(image.key).toBe('image');
  });

  it('defaults parse: no image yet', () => {
    const defaults = image.defaults(ctx);
    expect(defaults).toEqual({ Image: null });
    expect(image.schema.parse(defaults)).toEqual(defaults);
  });

  it('accepts an uploaded /path, an https URL and empty', () => {
    for (const Image of ['/uploads/x.webp', 'https://cdn.example.com/x.jpg', '']) {
      expect(image.schema.safeParse({ Image }).success, Image).toBe(true);
    }
  });

  it('wrong field type rejected', () => {
    expect(image.schema.safeParse({ Image: 5 }).success).toBe(false);
    expect(image.schema.safeParse({ Image: { src: '/x.png' } }).success).toBe(false);
  });

  it('plain http rejected: the guest app would block it as mixed content', () => {
    expect(image.schema.safeParse({ Image: 'http://cdn.example.com/x.jpg' }).success).toBe(false);
  });

  it('unsafe URL rejected', () => {
    expect(image.schema.safeParse({ Image: 'javascript:alert(1)' }).success).toBe(false);
    expect(image.schema.safeParse({ Image: 'data:image/png;base64,AAAA' }).success).toBe(false);
  });

  it('unknown field rejected', () => {
    const result = image.schema.safeParse({ Image: null, Alt: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['Alt'] });
  });
});
