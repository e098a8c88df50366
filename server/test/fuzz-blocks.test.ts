import { blocks, typeIdOfBlock } from '@carta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { documentAccepts, edgesOf, validBase } from './fuzz-agreement.ts';
import { type JsonSchema, type OpenApiDocument, operationsOf } from './fuzz-inputs.ts';
import { build, databases, HOTEL, HOTEL_STAFF, login } from './helpers.ts';

type Branches = JsonSchema & { discriminator?: { propertyName: string } };

/**
 * The blocks of a menu save are checked by their types' schemas in the handler, after the route's
 * validation: each block type the document describes is probed through a real save, stopped once
 * every block passed (a block both sent and removed is refused after the blocks' checks, with
 * nothing written). The document may not accept a block the server refuses.
 */
describe.each(databases)('the blocks of a menu save on %s', (database) => {
  let app: App;
  let close: () => Promise<void>;
  let token: string;
  let content: Branches;
  let body: JsonSchema;
  beforeAll(async () => {
    ({ app, close } = await build(database));
    await app.ready();
    const save = operationsOf(app.swagger() as unknown as OpenApiDocument).find(
      (op) => op.method === 'PUT' && op.path === '/api/menus/{owner}',
    );
    body = save?.bodySchema as JsonSchema;
    content = body.properties?.Content?.items as Branches;
    token = await login(app, HOTEL_STAFF);
  });
  afterAll(() => close());

  it('describes every block type of the registry, told apart by Type', () => {
    expect(content.discriminator?.propertyName).toBe('Type');
    const types = (content.oneOf ?? []).map((branch) => branch.properties?.Type?.enum);
    expect(types).toEqual(Object.keys(blocks).map((key) => [typeIdOfBlock(key as 'title')]));
  });

  it('refuses no block the document accepts', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const branch of content.oneOf ?? []) {
      const type = branch.properties?.Type?.enum?.[0];
      const base = { ...(validBase(branch) as object), ID: 1 };
      for (const edge of [{ at: '(valid)', value: base }, ...edgesOf(branch, base)]) {
        const save = { ID: 'new', Name: { es: 'x' }, Content: [edge.value], RemovedContent: [1] };
        if (!documentAccepts(branch, edge.value)) continue;
        const where = `Type ${type} ${edge.at}=${JSON.stringify(edge.value).slice(0, 160)}`;
        if (!documentAccepts(body, save)) {
          failures.push(`${where}: the save around it is refused by the document`);
          continue;
        }
        sent += 1;
        const res = await app.inject({
          method: 'PUT',
          url: `/api/menus/${HOTEL}`,
          headers: { authorization: `Bearer ${token}` },
          payload: save,
        });
        const error = res.json().error ?? {};
        // Refused only for being sent and removed at once: every check of the block passed.
        if (res.statusCode !== 400 || JSON.stringify(error.fields) !== '["RemovedContent.0"]')
          failures.push(`${where}: ${res.statusCode} ${String(error.message).slice(0, 200)}`);
      }
    }
    console.info(`blocks on ${database}: ${sent} blocks the document accepts`);
    expect(sent).toBeGreaterThan(Object.keys(blocks).length);
    expect(failures).toEqual([]);
  }, 300_000);
});
