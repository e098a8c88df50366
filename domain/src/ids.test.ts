import { describe, expect, it } from 'vitest';
import {
  colorSchema,
  entityIdSchema,
  isNewId,
  newIdSchema,
  newLocalId,
  serverIdSchema,
  urlSchema,
} from './ids.ts';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('id schemas', () => {
  it('serverIdSchema accepts positive integers only', () => {
    expect(ok(serverIdSchema, 5)).toBe(true);
    for (const bad of [0, -1, 1.5, '5', 'new', null, Number.NaN]) {
      expect(ok(serverIdSchema, bad), String(bad)).toBe(false);
    }
  });

  it("newIdSchema accepts 'new' and 'new_<id>' only", () => {
    for (const good of ['new', 'new_abc1', 'new_1', 'new_lq3x-7']) {
      expect(ok(newIdSchema, good), good).toBe(true);
    }
    for (const bad of [
      'new-',
      'new_',
      'x',
      '',
      'New',
      'new_a b',
      'newer',
      5,
      `new_${'a'.repeat(65)}`,
    ]) {
      expect(ok(newIdSchema, bad), String(bad)).toBe(false);
    }
  });

  it("entityIdSchema accepts 5, 'new', 'new_abc1'", () => {
    for (const good of [5, 'new', 'new_abc1'])
      expect(ok(entityIdSchema, good), String(good)).toBe(true);
  });

  it("entityIdSchema rejects 0, -1, 1.5, 'new-', 'x'", () => {
    for (const bad of [0, -1, 1.5, 'new-', 'x', '5', null, undefined]) {
      expect(ok(entityIdSchema, bad), String(bad)).toBe(false);
    }
  });

  it("isNewId: strings starting with 'new' only", () => {
    expect(isNewId('new')).toBe(true);
    expect(isNewId('new_1')).toBe(true);
    expect(isNewId(5)).toBe(false);
    expect(isNewId(null)).toBe(false);
  });
});

describe('newLocalId', () => {
  it('unique over many calls', () => {
    const ids = Array.from({ length: 1000 }, () => newLocalId());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('matches newIdSchema and is recognised as new', () => {
    const id = newLocalId();
    expect(id).toMatch(/^new_/);
    expect(newIdSchema.parse(id)).toBe(id);
    expect(isNewId(id)).toBe(true);
  });
});

describe('colorSchema', () => {
  it("accepts #fff, #ffff, #ffffff, #ffffff80, '' and null", () => {
    for (const good of ['#fff', '#ffff', '#ffffff', '#ffffff80', '#E91E63', '', null]) {
      expect(ok(colorSchema, good), String(good)).toBe(true);
    }
  });

  it("rejects 'red', '#ggg' and wrong lengths", () => {
    for (const bad of [
      'red',
      '#ggg',
      'fff',
      '#ff',
      '#fffff',
      '#fffffff',
      '#fffffffff',
      undefined,
      0,
    ]) {
      expect(ok(colorSchema, bad), String(bad)).toBe(false);
    }
  });
});

describe('urlSchema', () => {
  it("accepts https URLs, /paths and ''", () => {
    for (const good of [
      'https://example.com',
      'https://example.com/a/b.pdf?x=1#y',
      '/uploads/abc.png',
      '/',
      '',
    ]) {
      expect(ok(urlSchema, good), good).toBe(true);
    }
  });

  it("rejects plain http, 'javascript:alert(1)', 'data:…' and other schemes", () => {
    for (const bad of [
      'http://example.com',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png;base64,AAAA',
      'vbscript:msgbox',
      'ftp://example.com',
      'example.com',
      ' https://example.com',
      'https://exa mple.com',
      'https://',
    ]) {
      expect(ok(urlSchema, bad), bad).toBe(false);
    }
  });

  it('rejects URLs longer than 2048 characters', () => {
    expect(ok(urlSchema, `https://e.com/${'a'.repeat(2034)}`)).toBe(true);
    expect(ok(urlSchema, `https://e.com/${'a'.repeat(2035)}`)).toBe(false);
  });
});

describe('urlSchema refuses paths that browsers read as another host', () => {
  it.each(['//evil.example/x', '/\\evil.example'])('%s', (url) => {
    expect(urlSchema.safeParse(url).success).toBe(false);
  });
});
