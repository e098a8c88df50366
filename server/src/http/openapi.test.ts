import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { exactNullables, mergeSamePaths, pathShape, withStorableText } from './openapi.ts';

const op = (summary: string, ...params: string[]): OpenAPIV3.OperationObject => ({
  summary,
  parameters: params.map((name) => ({ in: 'path', name, required: true })),
  responses: {},
});

describe('pathShape', () => {
  it('ignores parameter names and a trailing slash, as OpenAPI compares paths', () => {
    expect(pathShape('/api/menus/{owner}')).toBe(pathShape('/api/menus/{menuID}'));
    expect(pathShape('/api/menus/:owner/')).toBe('/api/menus/{}');
    expect(pathShape('/api/menus/{owner}/sort')).not.toBe(pathShape('/api/menus/{owner}'));
    expect(pathShape('/')).toBe('/');
  });
});

describe('mergeSamePaths', () => {
  it('describes a trailing-slash twin once, without the slash', () => {
    const merged = mergeSamePaths({
      '/a/{ws}/x/': { get: op('slash', 'ws') },
      '/a/{ws}/x': { get: op('bare', 'ws') },
    });
    expect(Object.keys(merged)).toEqual(['/a/{ws}/x']);
    expect(merged['/a/{ws}/x']?.get?.summary).toBe('bare');
  });

  it('keeps a path answered only with its slash as it is', () => {
    expect(Object.keys(mergeSamePaths({ '/a/{ws}/x/': { post: op('only', 'ws') } }))).toEqual([
      '/a/{ws}/x/',
    ]);
  });

  it('merges paths that differ by a parameter name under the first, renaming by position', () => {
    const merged = mergeSamePaths({
      '/menus/{owner}': { get: op('list', 'owner') },
      '/menus/{menuID}': { delete: op('delete', 'menuID') },
    });
    expect(Object.keys(merged)).toEqual(['/menus/{owner}']);
    expect(merged['/menus/{owner}']?.delete?.parameters).toEqual([
      { in: 'path', name: 'owner', required: true, description: 'here: the menuID' },
    ]);
  });

  it('leaves two operations of one method apart, for the document check to refuse', () => {
    const merged = mergeSamePaths({
      '/m/{a}': { get: op('one', 'a') },
      '/m/{b}': { get: op('two', 'b') },
    });
    expect(Object.keys(merged)).toEqual(['/m/{a}', '/m/{b}']);
  });
});

describe('exactNullables', () => {
  it('lists null in a nullable enum', () => {
    expect(exactNullables({ type: 'string', enum: ['a'], nullable: true })).toEqual({
      type: 'string',
      enum: ['a', null],
      nullable: true,
    });
  });

  it('makes each branch of a nullable union without a type nullable', () => {
    expect(
      exactNullables({ nullable: true, oneOf: [{ type: 'integer' }, { type: 'string' }] }),
    ).toEqual({
      anyOf: [
        { type: 'integer', nullable: true },
        { type: 'string', nullable: true },
      ],
    });
  });

  it('reaches nested schemas and leaves the rest alone', () => {
    const schema = {
      type: 'object',
      properties: { p: { type: 'string', enum: ['x'], nullable: true }, q: { type: 'number' } },
    };
    expect(exactNullables(schema)).toEqual({
      type: 'object',
      properties: {
        p: { type: 'string', enum: ['x', null], nullable: true },
        q: { type: 'number' },
      },
    });
  });
});

describe('withStorableText', () => {
  it('states on every text, however nested, that NUL is refused, and leaves lists of values alone', () => {
    const noNul = { pattern: '\\u0000' };
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'string', maxLength: 5 },
        b: { type: 'array', items: { type: 'string' } },
        c: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        d: { type: 'string', enum: ['x'] },
        e: { type: 'object', additionalProperties: { type: 'string' } },
      },
    };
    expect(withStorableText(schema)).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string', maxLength: 5, not: noNul },
        b: { type: 'array', items: { type: 'string', not: noNul } },
        c: { anyOf: [{ type: 'string', not: noNul }, { type: 'integer' }] },
        d: { type: 'string', enum: ['x'] },
        e: { type: 'object', additionalProperties: { type: 'string', not: noNul } },
      },
    });
  });
});
