import { blockByType, parseContent } from '@carta/domain';
import { describe, expect, it } from 'vitest';
import { fromJson } from '../src/db/dialect.ts';
import { DEMO_LANGUAGES, demoBlock } from '../src/db/seed/demo-blocks.ts';
import { toContent } from '../src/repos/contents.ts';
import { sanitizeTranslatableHtml } from '../src/services/html.ts';
import { call, databases, HOTEL, useApp } from './helpers.ts';

type Json = Record<string, unknown>;
type GuestMenu = { ID: number; Name: string; Menus: GuestMenu[]; _fallback: string[] };
type GuestBlock = Json & { ID: number; Key: string; _fallback: string[] };
type Page = { Name: string; _fallback: string[]; Blocks: GuestBlock[] };

/** Roughly the Canary Islands. */
const inCanaries = (lat: unknown, lon: unknown) =>
  typeof lat === 'number' &&
  typeof lon === 'number' &&
  lat > 27.5 &&
  lat < 29.5 &&
  lon > -18.3 &&
  lon < -13.3;

describe('demo blocks', () => {
  it('refuses, while seeding, a block its schema refuses, naming the field', () => {
    expect(() => demoBlock('food', { FoodAllergens: [15] })).toThrow(/FoodAllergens/);
    expect(() => demoBlock('timeline', { Times: [] })).not.toThrow();
  });
});

describe.each(databases)('the demo seed on %s', (database) => {
  const ctx = useApp(database);
  const get = async <T>(url: string) => {
    const res = await call(ctx.app, null, 'GET', url);
    expect(res.status, url).toBe(200);
    return res.body as T;
  };
  const tree = (lang: string) =>
    get<{ data: GuestMenu[] }>(`/api/public/guest/${HOTEL}/menus?lang=${lang}`);
  const page = (id: number, lang: string) =>
    get<Page>(`/api/public/guest/${HOTEL}/menus/${id}?lang=${lang}`);
  const flat = (menus: GuestMenu[]): GuestMenu[] => menus.flatMap((m) => [m, ...flat(m.Menus)]);

  it('holds only blocks a save would store unchanged: valid, complete and sanitized', async () => {
    const { db } = ctx.app.deps;
    const languages = new Map(
      (await db.selectFrom('enterprises').select(['ID', 'Languages']).execute()).map((e) => [
        String(e.ID),
        fromJson<string[]>(e.Languages, []),
      ]),
    );
    const rows = await db.selectFrom('contents').selectAll().orderBy('ID').execute();
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const langs = languages.get(row.Owner) ?? [...DEMO_LANGUAGES];
      const content = toContent(row);
      const parsed = parseContent(content, { languages: langs });
      expect(parsed.ok ? [] : parsed.issues, `content ${row.ID}`).toEqual([]);
      if (!parsed.ok) continue;
      const stored = fromJson<Json>(row.Data, {});
      expect(parsed.data, `content ${row.ID} holds every field of its type`).toEqual(stored);
      for (const field of blockByType(row.Type)?.htmlFields ?? []) {
        expect(sanitizeTranslatableHtml(stored[field]), `content ${row.ID} ${field}`).toEqual(
          stored[field],
        );
      }
    }
  });

  it('gives Hotel Demo a guest app: dishes, a spa timetable, activities, wifi, contact, map', async () => {
    const { data } = await tree('en');
    expect(data.map((m) => m.Name)).toEqual([
      'Welcome',
      'Restaurant',
      'Spa and pool',
      'Activities',
      'Hotel information',
    ]);
    const byName = new Map(flat(data).map((m) => [m.Name, m.ID]));
    const keys = async (name: string) =>
      (await page(byName.get(name) ?? 0, 'en')).Blocks.map((b) => b.Key);

    for (const name of ['Breakfast', 'Dinner']) {
      const dishes = (await page(byName.get(name) ?? 0, 'en')).Blocks.filter(
        (b) => b.Key === 'food',
      );
      expect(dishes.length, name).toBeGreaterThanOrEqual(5);
      for (const dish of dishes) {
        expect(dish.FoodName).not.toBe('');
        expect(dish.FoodIngredients).not.toBe('');
        expect(dish.FoodPrice).toBeGreaterThan(0);
        for (const id of dish.FoodAllergens as number[]) expect(id).toBeGreaterThanOrEqual(1);
      }
      expect(dishes.some((d) => d.FoodVegan)).toBe(true);
      expect(dishes.some((d) => d.FoodRecommended)).toBe(true);
      expect(dishes.some((d) => (d.FoodAllergens as number[]).length > 1)).toBe(true);
      expect(dishes.some((d) => typeof d.FoodImage === 'string')).toBe(true);
    }

    const dishIds = (
      await ctx.app.deps.db
        .selectFrom('contents')
        .select('ID')
        .where('Owner', '=', String(HOTEL))
        .where('Type', '=', 27)
        .execute()
    ).map((r) => r.ID);
    const extras = await Promise.all(
      dishIds.map((id) =>
        get<{ data: { Name: string; Price: number }[] }>(
          `/api/public/dish-orders/${HOTEL}/extras/${id}`,
        ),
      ),
    );
    const withExtras = extras.filter((e) => e.data.length > 0);
    expect(withExtras.length).toBeGreaterThanOrEqual(2);
    const cheese = withExtras.flatMap((e) => e.data).find((e) => e.Price === 1.5);
    expect(JSON.parse(cheese?.Name ?? '{}')).toMatchObject({ es: expect.any(String) });

    expect(await keys('Spa and pool')).toContain('timeline');
    expect(await keys('Activities')).toEqual(expect.arrayContaining(['timeline', 'alert']));
    const info = (await page(byName.get('Hotel information') ?? 0, 'en')).Blocks;
    expect(info.map((b) => b.Key)).toEqual(
      expect.arrayContaining(['wifi', 'contact', 'map', 'site']),
    );
    const wifi = info.find((b) => b.Key === 'wifi');
    expect(wifi).toMatchObject({ WifiIsWep: false, WifiSSID: 'HotelDemo-Guest' });
    expect(String(wifi?.WifiPassword).length).toBeGreaterThanOrEqual(8);
    const items = (info.find((b) => b.Key === 'contact')?.ContactItems ?? []) as {
      ContactURL: string;
    }[];
    const links = items.map((i) => i.ContactURL);
    expect(links.some((l) => /^tel:\+34 [\d ]+$/.test(l))).toBe(true);
    expect(links.some((l) => l.startsWith('mailto:'))).toBe(true);
    const map = info.find((b) => b.Key === 'map');
    expect(inCanaries(map?.Lat, map?.Lon)).toBe(true);
  });

  it('reads in each of its languages with nothing left untranslated', async () => {
    for (const lang of DEMO_LANGUAGES) {
      const menus = flat((await tree(lang)).data);
      for (const menu of menus) {
        expect(menu.Name, `${lang} menu ${menu.ID}`).not.toBe('');
        expect(menu._fallback, `${lang} menu ${menu.ID}`).toEqual([]);
        const { Blocks } = await page(menu.ID, lang);
        for (const block of Blocks) {
          expect(block._fallback, `${lang} menu ${menu.ID} block ${block.ID}`).toEqual([]);
        }
      }
    }
  });
});
