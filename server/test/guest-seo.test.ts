import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databases, HOTEL, PLAZA, useSharedApp } from './helpers.ts';

const ORIGIN = 'https://carta.example';
const guestDir = mkdtempSync(join(tmpdir(), 'carta-guest-seo-'));
mkdirSync(join(guestDir, 'assets'));
writeFileSync(
  join(guestDir, 'index.html'),
  '<!doctype html><html lang="es"><head><title>Carta</title></head><body></body></html>',
);
afterAll(() => rmSync(guestDir, { recursive: true, force: true }));

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe.each(databases)('search engines and link previews on %s', (database) => {
  const ctx = useSharedApp(database, { guestDir, publicUrl: ORIGIN });

  const menusOf = async (ws: number, lang: string) => {
    const res = await ctx.app.inject({ url: `/api/public/guest/${ws}/menus?lang=${lang}` });
    return res.json().data as {
      ID: number;
      Name: string;
      Image: string | null;
      Private?: boolean;
    }[];
  };

  it('robots.txt lets the guest app be indexed, not the back-office nor the API', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['Allow: /guest/', 'Disallow: /api/', 'Disallow: /']),
    );
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("a venue's home carries its name, a description of its menus and a picture, per language", async () => {
    const [first] = await menusOf(HOTEL, 'es');
    const es = await ctx.app.inject({ url: `/guest/${HOTEL}/` });
    expect(es.statusCode).toBe(200);
    expect(es.body).toContain('<html lang="es"');
    expect(es.body).not.toContain('<title>Carta</title>');
    expect(metaOf(es.body, 'description')).toMatch(/^Carta y servicios de .+: /);
    expect(metaOf(es.body, 'description')).toContain(first?.Name);
    expect(metaOf(es.body, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(es.body).toContain(
      `<link rel="alternate" hreflang="en" href="${ORIGIN}/guest/${HOTEL}/?lang=en"`,
    );

    const [firstEn] = await menusOf(HOTEL, 'en');
    const en = await ctx.app.inject({ url: `/guest/${HOTEL}/?lang=en` });
    expect(en.body).toContain('<html lang="en"');
    expect(metaOf(en.body, 'description')).toMatch(/^Menus and services of .+: /);
    expect(metaOf(en.body, 'description')).toContain(firstEn?.Name);
    expect(metaOf(en.body, 'og:url')).toBe(`${ORIGIN}/guest/${HOTEL}/?lang=en`);
  });

  it("a venue's home preloads the venue and its menus in the language the app will read them in", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    const api = `/api/public/guest/${HOTEL}`;
    // No choice anywhere: the venue's default; the browser's first language the venue speaks;
    // the link's language over the browser's.
    const plain = await ctx.app.inject({ url: `/guest/${HOTEL}/` });
    expect(preloads(plain.body)).toEqual([api, `${api}/menus?lang=es`]);
    const browser = await ctx.app.inject({
      url: `/guest/${HOTEL}/`,
      headers: { 'accept-language': 'ja, en-GB;q=0.9, es;q=0.8' },
    });
    expect(preloads(browser.body)).toEqual([api, `${api}/menus?lang=en`]);
    const linked = await ctx.app.inject({
      url: `/guest/${HOTEL}/?lang=es`,
      headers: { 'accept-language': 'en' },
    });
    expect(preloads(linked.body)).toEqual([api, `${api}/menus?lang=es`]);
    // A menu's page reads other things; an unknown venue reads nothing worth preloading.
    const [first] = await menusOf(HOTEL, 'es');
    const menu = await ctx.app.inject({ url: `/guest/${HOTEL}/menus/${first?.ID}` });
    expect(preloads(menu.body)).toEqual([]);
    expect(preloads((await ctx.app.inject({ url: '/guest/999999/' })).body)).toEqual([]);
  });

  it("a venue's home preloads the pictures of its first row of tiles, as the tiles ask for them", async () => {
    const images = (html: string) =>
      [
        ...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g),
      ].map((match) => match[1]);
    const menus = await menusOf(HOTEL, 'es');
    const firstRow = menus.slice(0, 2).map((m) => m.Image);
    expect(firstRow.every((src) => typeof src === 'string' && src.startsWith('/'))).toBe(true);
    const home = await ctx.app.inject({ url: `/guest/${HOTEL}/` });
    expect(images(home.body)).toEqual(firstRow);
    // A tile without a picture has nothing to preload; a menu's page preloads nothing.
    await ctx.app.deps.db
      .updateTable('menus')
      .set({ Image: '' })
      .where('ID', '=', menus[0]?.ID ?? 0)
      .execute();
    expect(images((await ctx.app.inject({ url: `/guest/${HOTEL}/` })).body)).toEqual(
      firstRow.slice(1),
    );
    const menu = await ctx.app.inject({ url: `/guest/${HOTEL}/menus/${menus[1]?.ID}` });
    expect(images(menu.body)).toEqual([]);
  });

  it("a menu's page is titled by the menu; one a guest cannot reach gets the bare app", async () => {
    const [first] = await menusOf(HOTEL, 'es');
    const page = await ctx.app.inject({ url: `/guest/${HOTEL}/menus/${first?.ID}` });
    expect(page.body).toMatch(new RegExp(`<title>${first?.Name} · [^<]+</title>`));
    const unknown = await ctx.app.inject({ url: `/guest/${HOTEL}/menus/999999` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Carta</title>');
    const other = await ctx.app.inject({ url: '/guest/999999/' });
    expect(other.body).toContain('<title>Carta</title>');
  });

  it("the venue's own words are escaped, never markup", async () => {
    await ctx.app.deps.db
      .updateTable('enterprises')
      .set({ Name: 'Bar "<b>Sol</b>" & $& Co' })
      .where('ID', '=', PLAZA)
      .execute();
    const res = await ctx.app.inject({ url: `/guest/${PLAZA}/` });
    expect(res.body).toContain(
      '<title>Bar &quot;&lt;b&gt;Sol&lt;/b&gt;&quot; &amp; $&amp; Co</title>',
    );
    expect(res.body).not.toContain('<b>Sol');
  });

  it("the sitemap lists each venue's home and the menus guests see, in every language", async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain(`<loc>${ORIGIN}/guest/${HOTEL}/</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/guest/${PLAZA}/</loc>`);
    for (const menu of await menusOf(HOTEL, 'es'))
      expect(res.body).toContain(`<loc>${ORIGIN}/guest/${HOTEL}/menus/${menu.ID}</loc>`);
    expect(res.body).toContain(`hreflang="en" href="${ORIGIN}/guest/${HOTEL}/?lang=en"`);
    // A private menu is no public page.
    const hidden = await ctx.app.deps.db
      .selectFrom('menus')
      .select('ID')
      .where('Owner', '=', String(HOTEL))
      .where('Private', '=', 1)
      .executeTakeFirst();
    if (hidden) expect(res.body).not.toContain(`/guest/${HOTEL}/menus/${hidden.ID}<`);
  });
});
