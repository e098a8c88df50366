import { PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { QR_SHEET_MAX_POINTS } from '../src/services/points/venue-sheet.ts';
import {
  ADMIN,
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';
import { readQrSheet } from './qr-sheet-reader.ts';
import { dataUrl, plainWebp } from './upload-fixtures.ts';

const base = `/api/private/dish-orders/${PLAZA}/dish-orders-points`;
type Ctx = { app: Parameters<typeof call>[0] };

const createPoints = async (ctx: Ctx, token: string, names: readonly string[]) => {
  const made: { ID: number; Code: string }[] = [];
  for (const name of names) {
    const res = await call(ctx.app, token, 'POST', base, {
      ID: 'new',
      Name: { es: name, en: `${name} EN` },
      Kind: 'table',
    });
    made.push(res.body.data);
  }
  return made;
};

const sheet = (ctx: Ctx, token: string, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `${base}/qr-sheet.pdf${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe.each(databases)('printable QR sheets on %s', (database) => {
  const ctx = useApp(database);
  const urlOf = (code: string) =>
    `${ctx.app.deps.config.publicUrl.replace(/\/+$/, '')}/guest/${PLAZA}/?point=${code}`;

  it('prints the chosen points, 6 to an A4 page, each code decoding to its point URL', async () => {
    const staff = await login(ctx.app, PLAZA_STAFF);
    const points = await createPoints(ctx, staff, [
      'Mesa 1',
      'Mesa 2',
      'Terraza 3',
      'Barra 4',
      'Mesa 5',
      'Mesa 6',
      'Hamaca 7',
      'Piscina 8',
    ]);
    // In the order asked; a repeated id prints once.
    const chosen = [points[7], ...points.slice(0, 7), points[0]].map((p) => p?.ID);
    const res = await sheet(ctx, staff, `?ids=${chosen.join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const read = await readQrSheet(res.rawPayload);
    expect(read.pageCount).toBe(2);
    expect(read.size.width).toBeCloseTo(595.28, 1);
    expect(read.size.height).toBeCloseTo(841.89, 1);
    const expected = [points[7], ...points.slice(0, 7)].map((p) => urlOf(p?.Code ?? ''));
    expect(read.pages.map((p) => p.codes)).toEqual([expected.slice(0, 6), expected.slice(6)]);
    // The point's name in the venue's default language, the instruction in its languages.
    const texts = read.pages[0]?.texts ?? [];
    expect(texts).toContain('Piscina 8');
    expect(texts).not.toContain('Piscina 8 EN');
    // Plaza's languages are es and en.
    expect(texts.filter((t) => t === 'Escanea para ver la carta y pedir')).toHaveLength(6);
    expect(texts.filter((t) => t === 'Scan to see the menu and order')).toHaveLength(6);

    // Without ids: all the venue's points, by ID.
    const all = await readQrSheet((await sheet(ctx, staff)).rawPayload);
    expect(all.pages.flatMap((p) => p.codes)).toEqual(points.map((p) => urlOf(p.Code)));
  });

  it("prints the venue's logo and colour, and only its languages' instructions", async () => {
    const admin = await login(ctx.app, ADMIN);
    const staff = await login(ctx.app, HOTEL_STAFF);
    const upload = await call(ctx.app, staff, 'POST', '/api/utils/images', {
      newImage: dataUrl('image/webp', await plainWebp()),
      EnterpriseID: String(HOTEL),
      ext: null,
    });
    expect(upload.status).toBe(200);
    const settings = await call(ctx.app, admin, 'PUT', `/api/enterprises/${HOTEL}`, {
      Logo: upload.body.data,
      Languages: ['en', 'fr'],
      enterpriseColor: '#004d40',
    });
    expect(settings.status).toBe(200);
    const hotelBase = `/api/private/dish-orders/${HOTEL}/dish-orders-points`;
    const made = await call(ctx.app, staff, 'POST', hotelBase, {
      ID: 'new',
      Name: { es: 'Mesa 1', en: 'Table 1' },
      Kind: 'table',
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${hotelBase}/qr-sheet.pdf?ids=${made.body.data.ID}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    const read = await readQrSheet(res.rawPayload);
    expect(read.pageCount).toBe(1);
    expect(read.pages[0]?.codes).toEqual([
      `${ctx.app.deps.config.publicUrl.replace(/\/+$/, '')}/guest/${HOTEL}/?point=${made.body.data.Code}`,
    ]);
    // The logo: one image on the page, drawn.
    const xobjects = read.images[0];
    expect(xobjects).toBeInstanceOf(PDFDict);
    expect((xobjects as PDFDict).keys()).toHaveLength(1);
    expect(read.pages[0]?.content).toMatch(/\/Image\S* Do/);
    const texts = read.pages[0]?.texts ?? [];
    // English is now the default language: the English name.
    expect(texts).toContain('Table 1');
    expect(texts).toEqual(
      expect.arrayContaining([
        'Scan to see the menu and order',
        'Scannez pour voir la carte et commander',
      ]),
    );
    expect(texts.some((t) => t.startsWith('Escanea') || t.startsWith('Scannen'))).toBe(false);
    // The band in the enterprise colour (0x00 0x4d 0x40).
    expect(read.pages[0]?.content).toMatch(/0 0\.30196\d* 0\.25098\d* rg/);
  });

  it('refuses ids that are not points of the venue, too many, or malformed, with a 400 on ids', async () => {
    const staff = await login(ctx.app, PLAZA_STAFF);
    const [mine] = await createPoints(ctx, staff, ['Mesa 1']);
    // The demo hotel's points: their ids exist, but are not Plaza's.
    const hotelPoints = await call(
      ctx.app,
      await login(ctx.app, HOTEL_STAFF),
      'GET',
      `/api/private/dish-orders/${HOTEL}/dish-orders-points?item_per_page=1`,
    );
    const foreign = hotelPoints.body.data[0]?.ID;
    expect(foreign).toBeGreaterThan(0);
    const tooMany = Array.from({ length: QR_SHEET_MAX_POINTS + 1 }, (_, i) => i + 1).join(',');
    for (const query of [
      `?ids=${mine?.ID},${foreign}`,
      '?ids=999999',
      '?ids=',
      '?ids=1,,2',
      '?ids=abc',
      '?ids=0',
      '?ids=99999999999',
      `?ids=${tooMany}`,
    ]) {
      const res = await sheet(ctx, staff, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toEqual(['ids']);
      // Nothing about the other venue's point: the same answer as an id that does not exist.
      expect(res.body, query).not.toContain('Hotel');
    }
    const unknown = (await sheet(ctx, staff, '?ids=999999')).json().error.message;
    const theirs = (await sheet(ctx, staff, `?ids=${foreign}`)).json().error.message;
    expect(theirs.replace(String(foreign), 'N')).toBe(unknown.replace('999999', 'N'));
  });

  it('a venue without points gets a 400, not an empty PDF', async () => {
    const staff = await login(ctx.app, PLAZA_STAFF);
    const res = await sheet(ctx, staff);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(['ids']);
  });
});
