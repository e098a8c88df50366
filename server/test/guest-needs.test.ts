import { describe, expect, it } from 'vitest';
import { call, databases, HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';

/**
 * behaviour.md#validation: a block its guest view would not show at all (a Wi-Fi card without its
 * network name, an alert without text…) is refused with 400 naming the field, and nothing is stored.
 */
describe.each(databases)('blocks guests would not see, on %s', (database) => {
  const ctx = useApp(database);

  const save = (token: string, content: readonly Record<string, unknown>[]) =>
    call(ctx.app, token, 'PUT', `/api/menus/${HOTEL}`, {
      ID: 'new',
      Name: { es: 'Conexión' },
      Type: 0,
      Content: content.map((c, i) => ({ ID: `new_${i}`, ORD: i, ...c })),
    });

  it('refuses a Wi-Fi block without its network name and an empty alert, naming each field', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const menus = async () =>
      (await call(ctx.app, token, 'GET', `/api/menus/${HOTEL}`)).body.data.length as number;
    const before = await menus();
    const refused = await save(token, [
      { Type: 16, Text: { es: '<p>Bienvenidos</p>' } },
      { Type: 23, WifiName: { es: 'Clientes' }, WifiSSID: '', WifiPassword: 'secreto123' },
      { Type: 6, Icon: 'mdi-alert', AlertText: { es: ' ', en: '' } },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual(['Content.1.WifiSSID', 'Content.2.AlertText']);
    expect(await menus()).toBe(before);

    const saved = await save(token, [
      { Type: 23, WifiName: { es: 'Clientes' }, WifiSSID: 'HotelDemo', WifiPassword: 'secreto123' },
      { Type: 6, Icon: 'mdi-alert', AlertText: { es: '', en: 'Pool closed' } },
    ]);
    expect(saved.status).toBe(200);
  });
});
