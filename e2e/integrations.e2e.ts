import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, verifyStandardWebhook } from '../server/test/integrations-fixtures.ts';
import { startStandInPrinter } from '../server/test/printer-stand-in.ts';
import { gatedViolations } from './axe.ts';
import { apiGet, expectNoRawKeys, landOnContents, untilStill } from './flows.ts';
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
    const { page } = await carta.newPage('es-ES', { as: ADMIN });
    await page.setViewportSize({ width: 1440, height: 900 });
    await landOnContents(page, carta.url);
    const ws = (await apiGet<{ EnterpriseID: number }>(page, carta.url, '/auth/me')).EnterpriseID;

    await page.getByRole('navigation').getByRole('link', { name: 'Integraciones' }).click();
    await page.getByRole('heading', { name: 'Integraciones', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /^Nombre/ }).fill('Cocina');
    await page.getByLabel('Dirección (IP o nombre)').fill('127.0.0.1');
    await page.getByRole('textbox', { name: /^Puerto/ }).fill(String(printer.port));
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

    // The printer's events and the webhook's events are changed in their dialogs and stay changed.
    await page.getByRole('button', { name: 'Editar la impresora Cocina' }).click();
    const printerDialog = page.getByRole('dialog', { name: 'Editar impresora' });
    await printerDialog.getByRole('checkbox', { name: /^Llamadas al camarero/ }).check();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/printer-edit-es-1440.png` });
    await printerDialog.getByRole('button', { name: 'Guardar' }).click();
    await printerDialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Editar el webhook ${receiver.url}` }).click();
    const hookDialog = page.getByRole('dialog', { name: 'Editar webhook' });
    await hookDialog.getByRole('checkbox', { name: 'Pago recibido' }).check();
    await hookDialog.getByRole('button', { name: 'Guardar' }).click();
    await hookDialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Editar la impresora Cocina' }).click();
    await expect
      .poll(() =>
        printerDialog.getByRole('checkbox', { name: /^Llamadas al camarero/ }).isChecked(),
      )
      .toBe(true);
    await printerDialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: `Editar el webhook ${receiver.url}` }).click();
    expect(await hookDialog.getByRole('checkbox', { name: 'Pago recibido' }).isChecked()).toBe(
      true,
    );
    await hookDialog.getByRole('button', { name: 'Cancelar' }).click();
    const stored = (await api(page, `/private/integrations/${ws}/webhooks`, 'GET')) as List<{
      Events: string[];
    }>;
    expect(stored.data[0]?.Events).toEqual(['order.confirmed', 'payment.succeeded']);

    // The desk: the order's tickets with their state, printed again as a COPIA.
    await page.getByRole('navigation').getByRole('link', { name: 'Pedidos', exact: true }).click();
    await page.getByRole('button', { name: `Ver pedido ${order.ID}` }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(`Pedido nº ${order.ID}`) });
    const tickets = detail.getByRole('region', { name: 'Tickets impresos' });
    await tickets.getByText('Impreso').first().waitFor();
    await tickets.getByRole('button', { name: 'Imprimir de nuevo' }).first().click();
    await expect
      .poll(() => printer.tickets().filter((t) => t.lines[0]?.trim() === 'COPIA').length)
      .toBe(1);
    await expect.poll(() => tickets.getByText('Impreso').count()).toBe(2);
    expect(await gatedViolations(page, 'detalle con tickets')).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-order-tickets-es-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-order-tickets-es-390.png` });
    await detail.getByRole('button', { name: 'Cerrar' }).click();
    await page.setViewportSize({ width: 1440, height: 900 });

    // The printer is switched off: its next ticket fails, and the desk says so while it is open.
    await printer.close();
    const [kitchen] = (
      (await api(page, `/private/integrations/${ws}/printers`, 'GET')) as List<{ ID: number }>
    ).data;
    await api(page, `/private/integrations/${ws}/printers/${kitchen?.ID}/test`, 'POST');
    await page.getByText('Impresora «Cocina» sin conexión: los tickets se reintentan.').waitFor();
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-printer-down-es-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-printer-down-es-390.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'EN (English)' }).click();
    await page.getByText('Printer “Cocina” is offline', { exact: false }).waitFor();
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-printer-down-en-1440.png` });
    await page.getByRole('button', { name: 'ES (Español)' }).click();

    await page.getByRole('navigation').getByRole('link', { name: 'Integraciones' }).click();
    await page.getByRole('heading', { name: 'Integraciones', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'EN (English)' }).click();
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/integrations-en-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/integrations-en-390.png`, fullPage: true });
  }, 180_000);
});
