import { describe, expect, it } from 'vitest';
import { ADMIN, call, databases, HOTEL_STAFF, login, useApp } from './helpers.ts';

type Entry = Record<string, string | null>;

const infoten = (kind: string) => `/api/public/infoten/${kind}`;

describe.each(databases)('the infoten catalogue on %s', (database) => {
  const ctx = useApp(database);

  const list = async (kind: string) =>
    (await call(ctx.app, null, 'GET', infoten(kind))).body as { data: Entry[]; total: number };

  it('answers every list without a token, ordered by nombre, each entry with its fields only', async () => {
    const sizes: Record<string, number> = {};
    for (const kind of [
      'actividades',
      'tipos',
      'subtipos',
      'clasificaciontipos',
      'subclasificaciontipos',
      'municipios',
      'recomendado',
      'zonas',
    ]) {
      const res = await call(ctx.app, null, 'GET', infoten(kind));
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(res.body.data.length);
      const nombres = (res.body.data as Entry[]).map((e) => e.nombre ?? '');
      const folded = nombres.map((n) => n.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
      expect(folded).toEqual([...folded].sort());
      sizes[kind] = res.body.total;
    }
    expect(sizes).toEqual({
      actividades: 6,
      tipos: 30,
      subtipos: 60,
      clasificaciontipos: 20,
      subclasificaciontipos: 40,
      municipios: 88,
      recomendado: 5,
      zonas: 10,
    });
  });

  it('links the lists by name: subtipos to tipos, clasificaciones to tipos, municipios to zonas', async () => {
    const actividades = await list('actividades');
    expect(actividades.data).toContainEqual({ nombre: 'Recursos' });
    expect(Object.keys(actividades.data[0] ?? {})).toEqual(['nombre']);
    const tipos = await list('tipos');
    expect(tipos.data).toContainEqual({ nombre: 'Hotel', activo: '1', actividad: 'Alojamiento' });
    expect(tipos.data).toContainEqual({ nombre: 'Evento', activo: '1', actividad: null });
    expect(tipos.data.filter((t) => t.activo === '0').length).toBeGreaterThan(0);
    const tipoNames = new Set(tipos.data.map((t) => t.nombre));
    const subtipos = await list('subtipos');
    expect(subtipos.data).toContainEqual({ nombre: 'Playa virgen', TipoActividad: 'Playa' });
    expect(subtipos.data.every((s) => tipoNames.has(s.TipoActividad ?? ''))).toBe(true);
    const clasificaciones = await list('clasificaciontipos');
    expect(clasificaciones.data.every((c) => tipoNames.has(c.nombreTipo ?? ''))).toBe(true);
    const clasNames = new Set(clasificaciones.data.map((c) => c.nombre));
    const sub = await list('subclasificaciontipos');
    expect(sub.data.every((s) => clasNames.has(s.ClasificacionTipo ?? ''))).toBe(true);
    const zonas = new Set((await list('zonas')).data.map((z) => z.nombre));
    const municipios = await list('municipios');
    expect(municipios.data).toContainEqual({ nombre: 'Valverde', zona: 'El Hierro' });
    expect(municipios.data.every((m) => zonas.has(m.zona ?? ''))).toBe(true);
    // Accents do not push a name to the end of the list.
    const names = municipios.data.map((m) => m.nombre);
    expect(names.indexOf('Agüimes')).toBeLessThan(names.indexOf('Alajeró'));
  });

  it('answers 404 for an unknown list', async () => {
    const res = await call(ctx.app, null, 'GET', infoten('restaurantes'));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('lets administrators replace one list, and nobody else', async () => {
    const admin = await login(ctx.app, ADMIN);
    const staff = await login(ctx.app, HOTEL_STAFF);
    const body = [
      { nombre: 'Museo', actividad: 'Cultura' },
      { nombre: 'Cine', activo: '0', actividad: null },
      { nombre: 'Ábside' },
    ];
    expect((await call(ctx.app, staff, 'PUT', '/api/infoten/tipos', body)).status).toBe(403);
    expect((await call(ctx.app, null, 'PUT', '/api/infoten/tipos', body)).status).toBe(401);
    const res = await call(ctx.app, admin, 'PUT', '/api/infoten/tipos', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { nombre: 'Ábside', activo: '1', actividad: null },
        { nombre: 'Cine', activo: '0', actividad: null },
        { nombre: 'Museo', activo: '1', actividad: 'Cultura' },
      ],
      total: 3,
    });
    expect(await list('tipos')).toEqual(res.body);
    expect((await list('subtipos')).total).toBe(60);
  });

  it.each([
    ['tipos', [{ nombre: 'Cine', activo: 'si' }], '0.activo'],
    ['tipos', [{ nombre: '' }], '0.nombre'],
    ['subtipos', [{ nombre: 'Surf' }], '0.TipoActividad'],
    ['municipios', [{ nombre: 'Teror', zona: 'Norte', isla: 'Gran Canaria' }], '0.isla'],
    ['zonas', [{ nombre: 'x'.repeat(201) }], '0.nombre'],
    ['actividades', [{ nombre: 'Ocio', actividad: 'Ocio' }], '0.actividad'],
  ])('a bad %s list answers 400 naming the field and stores nothing', async (kind, body, field) => {
    const admin = await login(ctx.app, ADMIN);
    const before = await list(kind);
    const res = await call(ctx.app, admin, 'PUT', `/api/infoten/${kind}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContain(field);
    expect(await list(kind)).toEqual(before);
  });

  it('refuses a list over 5000 entries', async () => {
    const admin = await login(ctx.app, ADMIN);
    const body = Array.from({ length: 5001 }, (_, i) => ({ nombre: `Zona ${i}` }));
    expect((await call(ctx.app, admin, 'PUT', '/api/infoten/zonas', body)).status).toBe(400);
    expect((await list('zonas')).total).toBe(10);
  });
});
