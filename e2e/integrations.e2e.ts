import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, verifyStandardWebhook } from '../server/test/integrations-fixtures.ts';
import { startStandInPrinter } from '../server/test/printer-stand-in.ts';
import { gatedViolations } from './axe.ts';
import { apiGet, expectNoRawKeys, login, untilStill } from './flows.ts';
import { ADMIN, type Running, startCarta } from './harness.ts';

type Point = { ID: number; Code: string };
type Order = { ID: number; Items: { MenuContentID: number; Name: Record<string, string> }[] };
type List<T> = { data: T[]; total: number };

const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * Connecting the venue: an administrator sets a kitchen printer (a stand-in TCP printer) and a
 * webhook (a local receiver) in Ajustes › Integraciones; a guest orders with a note, the kitchen
 * accepts, and the stand-in prints a ticket with the dish and the note, while the receiver gets
 * `order.confirmed` signed as Standard Webhooks says.
 */
describe('integrations: kitchen printer and signed webhook', () => {
  let carta: Running;
  const closing: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(async () => {
    for (const close of closing) await close();
    await carta?.stop();
  });

  const api = async (page: Page, path: string, method: string, body?: unknown, token?: string) => {
    const jwt = token ?? (await page.evaluate(() => localStorage.getItem('jwt')));
    const sep = path.includes('?') ? '&' : '?';
    const response = await fetch(`${carta.url}/api${path}${token ? `${sep}token=${token}` : ''}`, {
      method,
      headers: {
        ...(token ? {} : { authorization: `Bearer ${jwt}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'idempotency-key': crypto.randomUUID(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return response.json();
  };

  it('prints the accepted order on the stand-in and posts a signed order.confirmed', async () => {
    const printer = await startStandInPrinter();
    const receiver = await startReceiver();
    closing.push(printer.close, receiver.close);
    const { page } = await carta.newPage('es-ES');
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, carta.url, ADMIN);
    const ws = (await apiGet<{ EnterpriseID: number }>(page, carta.url, '/auth/me')).EnterpriseID;

    await page.getByRole('navigation').getByRole('link', { name: 'Integraciones' }).click();
    await page.getByRole('heading', { name: 'Integraciones', level: 1 }).waitFor();
    await page.getByLabel('Nombre', { exact: true }).fill('Cocina');
    await page.getByLabel('Dirección (IP o nombre)').fill('127.0.0.1');
    await page.getByLabel('Puerto', { exact: true }).fill(String(printer.port));
    await page.getByRole('button', { name: 'Añadir impresora' }).click();
    await page.getByText('127.0.0.1:').waitFor();

    await page.getByLabel('URL de destino').fill(receiver.url);
    await page.getByLabel('Permitir red privada').check();
    await page.getByRole('button', { name: 'Añadir webhook' }).click();
    const secret = await page.getByLabel('Secreto de firma').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectNoRawKeys(page);
    await untilStill(page);
    expect(await gatedViolations(page, 'integraciones')).toEqual([]);

    // A guest at a point orders the first dish the demo's orders hold, with a note, and confirms.
    const points = (await api(
      page,
      `/private/dish-orders/${ws}/dish-orders-points/?item_per_page=100`,
      'GET',
    )) as List<Point>;
    const point = points.data[0] as Point;
    const demo = (await api(page, `/private/dish-orders/${ws}/dish-orders/`, 'PUT', {
      itemPerPage: 100,
    })) as List<Order>;
    const token = (
      await api(page, `/public/dish-orders/${ws}/token/${point.Code}/`, 'GET', undefined, '')
    ).token as string;
    let placed: { ID: number; Items: Order['Items'] } | null = null;
    for (const item of demo.data.flatMap((o) => o.Items)) {
      const answer = await api(
        page,
        `/specific/dish-orders/${ws}/dish-orders/`,
        'POST',
        {
          Items: [{ MenuContentID: item.MenuContentID, Quantity: 2, Note: 'sin cebolla, señor' }],
        },
        token,
      );
      if (answer.status === 'OK') {
        placed = answer.data;
        break;
      }
    }
    expect(placed).not.toBeNull();
    const order = placed as { ID: number; Items: Order['Items'] };
    await api(
      page,
      `/specific/dish-orders/${ws}/dish-orders/${order.ID}/confirm`,
      'PUT',
      undefined,
      token,
    );
    await api(page, `/private/dish-orders/${ws}/dish-orders/${order.ID}/check`, 'PUT');

    const dish = order.Items[0]?.Name.es ?? '';
    await expect
      .poll(() => printer.tickets().some((t) => t.text.includes(`#${order.ID}`)))
      .toBe(true);
    const ticket = printer.tickets().find((t) => t.text.includes(`#${order.ID}`));
    const flat = ticket?.text.replace(/\s+/g, ' ') ?? '';
    expect(flat).toContain(dish.split(' ')[0] ?? dish);
    expect(flat).toContain('sin cebolla, señor');
    expect(ticket?.commands.at(-1)).toBe('cut');

    const confirmed = () =>
      receiver.received.find((r) => {
        const body = JSON.parse(r.body);
        return body.type === 'order.confirmed' && body.data.ID === order.ID;
      });
    await expect.poll(() => confirmed() !== undefined).toBe(true);
    const message = confirmed();
    expect(message && verifyStandardWebhook(secret, message)).toBe(true);

    await page.reload();
    await page.getByText('Impreso').first().waitFor();
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/integrations-es-1440.png`, fullPage: true });
    await page.getByRole('button', { name: 'EN (English)' }).click();
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/integrations-en-1440.png`, fullPage: true });
  }, 120_000);
});
