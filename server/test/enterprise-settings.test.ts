import { describe, expect, it } from 'vitest';
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

const KEY = 'secret-key-123:fx';
const url = `/api/enterprises/${HOTEL}`;

describe.each(databases)('enterprise settings on %s', (database) => {
  const ctx = useApp(database);

  it('an administrator changes name, languages, time zone, colours, fonts, types and flags', async () => {
    const admin = await login(ctx.app, ADMIN);
    const res = await call(ctx.app, admin, 'PUT', url, {
      Name: 'Hotel Demo Playa',
      Languages: ['en', 'es', 'de'],
      TimeZone: 'Atlantic/Canary',
      enterpriseColor: '#004d40',
      Color: '#ffffff',
      BGColorSecundary: '#263238',
      Font: 'Open Sans',
      FontSize: 20,
      withGradient: false,
      Permission: [2, 3, 16],
      IncludeExtras: true,
      HideDishOrderPoint: true,
    });
    expect(res.status).toBe(200);
    const read = (await call(ctx.app, admin, 'GET', url)).body;
    expect(read).toMatchObject({
      Name: 'Hotel Demo Playa',
      Languages: ['en', 'es', 'de'],
      TimeZone: 'Atlantic/Canary',
      enterpriseColor: '#004d40',
      Color: '#ffffff',
      BGColorSecundary: '#263238',
      Font: 'Open Sans',
      FontSize: 20,
      withGradient: false,
      // Untouched style settings stay.
      GlobalFont: 'Roboto',
      Permission: [2, 3, 16],
      IncludeExtras: true,
      HideDishOrderPoint: true,
    });
  });

  it('removing a language keeps the texts stored in it', async () => {
    const admin = await login(ctx.app, ADMIN);
    const before = (await call(ctx.app, admin, 'GET', `/api/menus/${HOTEL}`)).body.data[0].Name;
    expect(before.fr).toBeTruthy();
    await call(ctx.app, admin, 'PUT', url, { Languages: ['es', 'en'] });
    await call(ctx.app, admin, 'PUT', url, { Languages: ['es', 'en', 'fr'] });
    const after = (await call(ctx.app, admin, 'GET', `/api/menus/${HOTEL}`)).body.data[0].Name;
    expect(after.fr).toBe(before.fr);
  });

  it.each([
    [{ TimeZone: 'CET' }, 'TimeZone'],
    [{ TimeZone: 'Europe/Atlantis' }, 'TimeZone'],
    [{ Languages: [] }, 'Languages'],
    [{ Languages: ['es', 'es'] }, 'Languages'],
    [{ Languages: ['Spanish'] }, 'Languages.0'],
    [{ enterpriseColor: 'red' }, 'enterpriseColor'],
    [{ Font: 'x;}body{color:red' }, 'Font'],
    [{ FontSize: 500 }, 'FontSize'],
    [{ Permission: [9999] }, 'Permission'],
    [{ Name: '' }, 'Name'],
    [{ Logo: '/uploads/2/logo.png' }, 'Logo'],
    [{ Logo: 'https://evil.example/x.png' }, 'Logo'],
    [{ AuthType: 'jwt' }, 'AuthType'],
    [{ TranslationProvider: 'deepl' }, 'TranslationKey'],
  ])('%j answers 400 naming %s and changes nothing', async (body, field) => {
    const admin = await login(ctx.app, ADMIN);
    const before = (await call(ctx.app, admin, 'GET', url)).body;
    const res = await call(ctx.app, admin, 'PUT', url, body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContain(field);
    expect((await call(ctx.app, admin, 'GET', url)).body).toEqual(before);
  });

  it('the translation key is write-only: answered as configured, never sent back', async () => {
    const admin = await login(ctx.app, ADMIN);
    const set = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${admin}` },
      payload: { TranslationProvider: 'deepl', TranslationKey: KEY },
    });
    expect(set.statusCode).toBe(200);
    expect(set.body).not.toContain(KEY);
    expect(set.json()).toMatchObject({
      TranslationProvider: 'deepl',
      TranslationConfigured: true,
    });
    // Another change keeps the key; turning the provider off forgets it.
    await call(ctx.app, admin, 'PUT', url, { Name: 'Hotel Demo' });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `${url}/audit`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(audit.body).not.toContain(KEY);
    expect((await call(ctx.app, admin, 'GET', url)).body.TranslationConfigured).toBe(true);
    await call(ctx.app, admin, 'PUT', url, { TranslationProvider: null });
    expect((await call(ctx.app, admin, 'GET', url)).body).toMatchObject({
      TranslationProvider: null,
      TranslationConfigured: false,
    });
  });

  it('a logo is one of the enterprise’s uploads, or none', async () => {
    const admin = await login(ctx.app, ADMIN);
    const res = await call(ctx.app, admin, 'PUT', url, { Logo: `/uploads/${HOTEL}/abc.webp` });
    expect(res.body.Logo).toBe(`/uploads/${HOTEL}/abc.webp`);
    expect((await call(ctx.app, admin, 'PUT', url, { Logo: null })).body.Logo).toBeNull();
  });

  it('staff cannot change the settings; another enterprise’s administrator neither', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    expect((await call(ctx.app, staff, 'PUT', url, { Name: 'x' })).status).toBe(403);
    expect((await call(ctx.app, staff, 'GET', `${url}/audit`)).status).toBe(403);
    const plaza = await login(ctx.app, PLAZA_STAFF);
    expect((await call(ctx.app, plaza, 'PUT', url, { Name: 'x' })).status).toBe(403);
    expect((await call(ctx.app, staff, 'GET', url)).body.Name).toBe('Hotel Demo');
  });
});

describe.each(databases)('enterprises for platform administrators on %s', (database) => {
  const ctx = useApp(database);
  const newEnterprise = {
    Name: 'Hostal Sol',
    AdminEmail: 'Duena@Hostal-Sol.local',
    Languages: ['es', 'en'],
    TimeZone: 'Europe/Madrid',
  };

  it('a platform administrator creates an enterprise whose first administrator sets a password', async () => {
    const admin = await login(ctx.app, ADMIN);
    const res = await call(ctx.app, admin, 'POST', '/api/enterprises', newEnterprise);
    expect(res.status).toBe(201);
    expect(res.body.enterprise).toMatchObject({ Name: 'Hostal Sol', Languages: ['es', 'en'] });
    const token = new URL(res.body.SetupURL).hash.split('token=')[1];
    const setup = await call(ctx.app, null, 'POST', '/api/auth/setup', {
      token,
      password: 'Gaviota-Azul-77',
    });
    expect(setup.body.user).toMatchObject({
      EnterpriseID: res.body.enterprise.ID,
      Role: 'admin',
      isAdmin: false,
    });
    const owner = setup.body.token;
    expect((await call(ctx.app, owner, 'GET', '/api/enterprises')).status).toBe(403);
    const settings = await call(
      ctx.app,
      owner,
      'PUT',
      `/api/enterprises/${res.body.enterprise.ID}`,
      {
        Languages: ['es', 'en', 'de'],
      },
    );
    expect(settings.status).toBe(200);
    expect((await call(ctx.app, owner, 'PUT', url, { Name: 'x' })).status).toBe(403);
  });

  it('refuses a bad new enterprise, a taken e-mail, and staff', async () => {
    const admin = await login(ctx.app, ADMIN);
    const count = async () => (await call(ctx.app, admin, 'GET', '/api/enterprises')).body.total;
    const before = await count();
    const bad = await call(ctx.app, admin, 'POST', '/api/enterprises', {
      ...newEnterprise,
      TimeZone: 'Mars/Olympus',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toContain('TimeZone');
    const taken = await call(ctx.app, admin, 'POST', '/api/enterprises', {
      ...newEnterprise,
      AdminEmail: HOTEL_STAFF.email,
    });
    expect(taken.status).toBe(409);
    const staff = await login(ctx.app, HOTEL_STAFF);
    expect((await call(ctx.app, staff, 'POST', '/api/enterprises', newEnterprise)).status).toBe(
      403,
    );
    expect(await count()).toBe(before);
  });

  it('a platform administrator switches enterprise without logging out', async () => {
    const admin = await login(ctx.app, ADMIN);
    const list = await call(ctx.app, admin, 'GET', '/api/enterprises');
    expect(list.body.data.map((e: { ID: number }) => e.ID)).toEqual(
      expect.arrayContaining([HOTEL, PLAZA]),
    );
    const switched = await call(ctx.app, admin, 'POST', '/api/auth/switch', {
      EnterpriseID: PLAZA,
    });
    expect(switched.status).toBe(200);
    const there = switched.body.token;
    expect((await call(ctx.app, there, 'GET', '/api/auth/me')).body.EnterpriseID).toBe(PLAZA);
    expect((await call(ctx.app, there, 'GET', `/api/menus/${PLAZA}`)).status).toBe(200);
    expect((await call(ctx.app, there, 'GET', `/api/menus/${HOTEL}`)).status).toBe(403);
    expect(
      (await call(ctx.app, there, 'PUT', `/api/enterprises/${PLAZA}`, { Name: 'La Plaza' })).status,
    ).toBe(200);
    const missing = await call(ctx.app, admin, 'POST', '/api/auth/switch', { EnterpriseID: 999 });
    expect(missing.status).toBe(404);
    const staff = await login(ctx.app, HOTEL_STAFF);
    expect(
      (await call(ctx.app, staff, 'POST', '/api/auth/switch', { EnterpriseID: PLAZA })).status,
    ).toBe(403);
  });
});
