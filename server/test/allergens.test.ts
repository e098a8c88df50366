import { describe, expect, it } from 'vitest';
import { call, databases, HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';

type Allergen = { ID: number; Name: Record<string, string>; Image: string };

describe.each(databases)('GET /api/utils/allergens on %s', (database) => {
  const ctx = useApp(database);

  it('answers the 14 allergens with a translatable Name and an icon base name, without a token', async () => {
    const res = await call(ctx.app, null, 'GET', `/api/utils/allergens/${HOTEL}`);
    expect(res.status).toBe(200);
    const data = res.body.data as Allergen[];
    expect(data).toHaveLength(14);
    expect(res.body.total).toBe(14);
    expect(data.map((a) => a.ID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(data[0]).toEqual({
      ID: 1,
      Name: { es: 'Gluten', en: 'Gluten', de: 'Gluten', fr: 'Gluten' },
      Image: 'gluten',
    });
    for (const allergen of data) {
      expect(Object.keys(allergen).sort()).toEqual(['ID', 'Image', 'Name']);
      expect(allergen.Image).toMatch(/^[a-z]+$/);
      expect(allergen.Name.es).not.toBe('');
    }
  });

  it('answers the same catalogue for a domain name as for an enterprise id (behaviour.md#api)', async () => {
    const byId = await call(ctx.app, null, 'GET', `/api/utils/allergens/${HOTEL}`);
    for (const domain of ['hotel-demo.carta.app', 'localhost', 'APP.Example.com', '192.168.1.10']) {
      const byDomain = await call(ctx.app, null, 'GET', `/api/utils/allergens/${domain}`);
      expect(byDomain.status).toBe(200);
      expect(byDomain.body).toEqual(byId.body);
    }
  });

  it('answers staff with a token too, and lets caches keep the list', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/utils/allergens/${HOTEL}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(14);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('refuses a parameter that is neither an id nor a host name with 400 naming it', async () => {
    for (const bad of [
      'no%20spaces',
      '-leading-hyphen.com',
      'under_score.com',
      'a..b',
      '%3Cscript%3E',
      `${'a'.repeat(64)}.com`,
      '12345678901',
    ]) {
      const res = await call(ctx.app, null, 'GET', `/api/utils/allergens/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_input', fields: ['enterprise'] });
    }
  });
});
