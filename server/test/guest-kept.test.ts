import { describe, expect, it } from 'vitest';
import { databases, HOTEL, useApp } from './helpers.ts';

// A kept guest page is checked against a narrow stamp (repos/guest.ts): what changes a page without
// a save of its menu must be in it.
describe.each(databases)('kept guest pages on %s', (database) => {
  const ctx = useApp(database);
  const page = async (id: number) => {
    const res = await ctx.app.inject(`/api/public/guest/${HOTEL}/menus/${id}?lang=es`);
    return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
  };
  const setMenu = (id: number, values: { ORD?: number; Private?: number }) =>
    ctx.app.deps.db.updateTable('menus').set(values).where('ID', '=', id).execute();

  it("answers a kept page anew when its menu's place or visibility changes without a save", async () => {
    const tree = await ctx.app.inject(`/api/public/guest/${HOTEL}/menus?lang=es`);
    const id = (tree.json().data as { ID: number }[])[0]?.ID ?? 0;
    const first = await page(id);
    expect(first.status).toBe(200);
    expect((await page(id)).body).toEqual(first.body);
    // Moving a menu in the tree writes its ORD only, not its Version.
    await setMenu(id, { ORD: first.body.ORD + 50 });
    expect((await page(id)).body.ORD).toBe(first.body.ORD + 50);
    await setMenu(id, { Private: 1 });
    expect((await page(id)).status).toBe(404);
    await setMenu(id, { Private: 0 });
    expect((await page(id)).status).toBe(200);
  });
});
