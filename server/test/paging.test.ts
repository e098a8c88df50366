import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { ADMIN, build, databases, HOTEL_STAFF, login } from './helpers.ts';

/** The names behaviour.md#api and the back-office page lists by. */
const PAGING = /^(page|size|start|limit|start_index|item_per_page|startIndex|itemPerPage)$/;

/** Every paging input a client could send that is not a sensible page: none may be a 5xx. */
const BAD_VALUES = [
  '9007199254740991',
  '9007199254740993',
  '1e308',
  '1e21',
  'Infinity',
  '-1',
  '-9007199254740991',
  'NaN',
  '1.5',
  '0',
  '',
  '0x10',
  '%201',
  '2147483648',
];

type Paged = {
  readonly method: string;
  readonly path: string;
  /** The paging parameters, each with its documented maximum. */
  readonly paging: readonly { name: string; maximum: number | undefined; in: 'query' | 'body' }[];
};

const pagedOperations = (document: OpenAPIV3.Document): Paged[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'put', 'post'] as const).flatMap((method) => {
      const op = item?.[method];
      if (!op) return [];
      const query = ((op.parameters ?? []) as OpenAPIV3.ParameterObject[])
        .filter((p) => p.in === 'query' && PAGING.test(p.name))
        .map((p) => ({
          name: p.name,
          maximum: (p.schema as OpenAPIV3.SchemaObject | undefined)?.maximum,
          in: 'query' as const,
        }));
      const body = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content[
        'application/json'
      ]?.schema as OpenAPIV3.SchemaObject | undefined;
      const fields = Object.entries(body?.properties ?? {})
        .filter(([name]) => PAGING.test(name))
        .map(([name, schema]) => ({
          name,
          maximum: (schema as OpenAPIV3.SchemaObject).maximum,
          in: 'body' as const,
        }));
      const paging = [...query, ...fields];
      return paging.length > 0 ? [{ method: method.toUpperCase(), path, paging }] : [];
    }),
  );

/** Every list the staff reads is on the demo hotel (1), which the staff token may read. */
const fill = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe.each(databases)('paging parameters on %s', (database) => {
  let app: App;
  let close: () => Promise<void>;
  let tokens: string[];
  let lists: Paged[];
  beforeAll(async () => {
    ({ app, close } = await build(database));
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    lists = pagedOperations(res.json());
    tokens = [await login(app, HOTEL_STAFF), await login(app, ADMIN)];
  });
  afterAll(() => close());

  const send = async (list: Paged, values: Record<string, string>, token: string) => {
    const query = list.paging
      .filter((p) => p.in === 'query' && p.name in values)
      .map((p) => `${p.name}=${values[p.name]}`)
      .join('&');
    const body = Object.fromEntries(
      list.paging
        .filter((p) => p.in === 'body' && p.name in values)
        .map((p) => [p.name, Number(values[p.name])]),
    );
    const res = await app.inject({
      method: list.method as 'GET',
      url: `${fill(list.path)}${query ? `?${query}` : ''}`,
      headers: { authorization: `Bearer ${token}` },
      ...(list.paging.some((p) => p.in === 'body') ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.body };
  };

  it('finds the paged lists and documents a maximum for every paging parameter', () => {
    expect(lists.length).toBeGreaterThanOrEqual(8);
    const unbounded = lists.flatMap((list) =>
      list.paging.filter((p) => p.maximum === undefined).map((p) => `${list.path} ${p.name}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('answers no paging input with a server error', async () => {
    const failures: string[] = [];
    for (const list of lists) {
      for (const token of tokens) {
        for (const value of BAD_VALUES) {
          for (const { name } of list.paging) {
            const res = await send(list, { [name]: value }, token);
            if (res.status >= 500) failures.push(`${list.path} ${name}=${value} → ${res.status}`);
          }
          // Every paging parameter at once: the offset arithmetic must hold.
          const all = Object.fromEntries(list.paging.map((p) => [p.name, value]));
          const res = await send(list, all, token);
          if (res.status >= 500) failures.push(`${list.path} all=${value} → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers the largest documented page of the largest size, empty rather than failing', async () => {
    const refused: string[] = [];
    for (const list of lists) {
      const largest = Object.fromEntries(list.paging.map((p) => [p.name, String(p.maximum)]));
      const res = await send(list, largest, tokens[0] ?? '');
      // 403/404: the list is not the hotel staff's; what matters is that the bounds are accepted.
      if (res.status >= 500 || res.status === 400)
        refused.push(`${list.method} ${list.path} → ${res.status} ${res.body.slice(0, 120)}`);
    }
    expect(refused).toEqual([]);
  });
});
