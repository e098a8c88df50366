import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { apiGet, expectNoRawKeys, landOnContents, untilStill } from './flows.ts';
import { type Running, STAFF, startCarta } from './harness.ts';

type Point = { ID: number; Name: Record<string, string>; Code: string };
type Order = {
  ID: number;
  Status: string;
  Items: { MenuContentID: number }[];
  PrintCount?: number;
};
type List<T> = { data: T[]; total: number };

const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * behaviour.md#ordering: orders a guest sends reach the kitchen display live with a ringing alert that one
 * tap on Accept stops; after an outage the board catches up without showing an order twice; the
 * desk closes and finalizes an order and prints its ticket, the reprint marked COPIA.
 */
describe('order desk and kitchen display', () => {
  let carta: Running;
  let ws = 0;
  let point: Point;
  let dishes: number[] = [];
  let token = '';

  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  const axe = async (page: Page, where: string) => {
    await untilStill(page);
    expect(await gatedViolations(page, where)).toEqual([]);
  };
  const shot = async (page: Page, name: string) => {
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };

  /** As a guest's phone does it: a point token from the point's Code, then the order API. */
  const guest = async (path: string, method = 'GET', body?: unknown) => {
    const sep = path.includes('?') ? '&' : '?';
    const response = await fetch(`${carta.url}/api${path}${token ? `${sep}token=${token}` : ''}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'idempotency-key': crypto.randomUUID(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBe(200);
    return response.json();
  };

  /** A confirmed order of the guest's point: the first dish the venue serves right now. */
  const guestOrders = async (): Promise<number> => {
    const refusals: string[] = [];
    for (const dish of dishes) {
      const placed = await guest(`/specific/dish-orders/${ws}/dish-orders/`, 'POST', {
        Items: [{ MenuContentID: dish, Quantity: 2, Note: 'sin cebolla' }],
      });
      if (placed.status !== 'OK') {
        refusals.push(`${dish}: ${placed.message}`);
        continue;
      }
      const id = placed.data.ID as number;
      await guest(`/specific/dish-orders/${ws}/dish-orders/${id}/confirm`, 'PUT');
      return id;
    }
    throw new Error(`no dish of the demo can be ordered now (${refusals.join('; ')})`);
  };

  const card = (page: Page, id: number) => page.locator(`article[data-order="${id}"]`);
  const column = (page: Page, name: string) => page.locator(`section[data-column="${name}"]`);
  const board = (page: Page) => page.getByTestId('kitchen-board');

  it('shows a guest order pushed over its stream, ringing until one tap accepts it; catches up after an outage (1280×800)', async () => {
    const { page, context } = await carta.newPage('es-ES', { as: STAFF });
    await page.setViewportSize({ width: 1280, height: 800 });
    await landOnContents(page, carta.url);
    ws = (await apiGet<{ EnterpriseID: number }>(page, carta.url, '/auth/me')).EnterpriseID;
    const points = await apiGet<List<Point>>(
      page,
      carta.url,
      `/private/dish-orders/${ws}/dish-orders-points/?item_per_page=100&search_value=Hamaca%201`,
    );
    point = points.data[0] as Point;
    // Dishes the demo's own orders hold: priced food blocks of the venue.
    const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
    const demo = (await (
      await fetch(`${carta.url}/api/private/dish-orders/${ws}/dish-orders/`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        body: JSON.stringify({ itemPerPage: 100 }),
      })
    ).json()) as List<Order>;
    dishes = [...new Set(demo.data.flatMap((o) => o.Items.map((i) => i.MenuContentID)))];
    token = (await guest(`/public/dish-orders/${ws}/token/${point.Code}/`)).token;

    await page.getByRole('navigation').getByRole('link', { name: 'Cocina' }).click();
    await page.getByRole('heading', { name: 'Cocina', level: 1 }).waitFor();
    await page.locator('[data-live="on"]').waitFor();
    // The autoplay rule: sound starts only after a tap on the screen.
    expect(await board(page).getAttribute('data-sound')).toBe('locked');
    await page.getByRole('button', { name: 'Toque para activar el sonido' }).click();
    await page.locator('[data-testid="kitchen-board"][data-sound="on"]').waitFor();

    // The demo venue has orders waiting already: the kitchen accepts them, and the alert stops.
    await column(page, 'new').locator('article').first().waitFor();
    expect(await board(page).getAttribute('data-ringing')).toBe('true');
    for (let waiting = await column(page, 'new').locator('article').count(); waiting > 0; ) {
      await column(page, 'new')
        .locator('article')
        .first()
        .getByRole('button', { name: 'Aceptar' })
        .click();
      await expect.poll(() => column(page, 'new').locator('article').count()).toBe(waiting - 1);
      waiting -= 1;
    }
    await page.locator('[data-testid="kitchen-board"][data-alert="idle"]').waitFor();
    expect(await board(page).getAttribute('data-ringing')).toBe('false');

    // Pushed, not fetched: the card comes over the open stream, with no list read again (a
    // reconnect would read them) and the stream never left `on`. How fast is bench:orders' figure.
    const reads: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'GET' && /\/dish-orders(\?|$)/.test(request.url()))
        reads.push(request.url());
    };
    page.on('request', onRequest);
    const first = await guestOrders();
    await card(page, first).waitFor();
    page.off('request', onRequest);
    expect(reads).toEqual([]);
    expect(await page.locator('[data-live="on"]').count()).toBe(1);
    expect(await column(page, 'new').locator(`[data-order="${first}"]`).count()).toBe(1);
    expect(await board(page).getAttribute('data-alert')).toBe('ringing');
    expect(await board(page).getAttribute('data-ringing')).toBe('true');
    await expect
      .poll(() => page.getByTestId('kitchen-alert').textContent())
      .toBe('1 pedido nuevo espera');
    await expectNoRawKeys(page);
    await axe(page, 'pantalla de cocina');
    await shot(page, 'kitchen-1280x800');

    // Mute is visible and reversible; the alert itself stays until someone accepts.
    await page.getByRole('button', { name: 'Silenciar aviso' }).click();
    expect(await board(page).getAttribute('data-ringing')).toBe('false');
    expect(await board(page).getAttribute('data-alert')).toBe('ringing');
    await page.getByRole('button', { name: 'Activar aviso' }).click();
    expect(await board(page).getAttribute('data-ringing')).toBe('true');

    await card(page, first).getByRole('button', { name: 'Aceptar' }).click();
    await column(page, 'accepted').locator(`[data-order="${first}"]`).waitFor();
    await page.locator('[data-testid="kitchen-board"][data-alert="idle"]').waitFor();
    expect(await board(page).getAttribute('data-ringing')).toBe('false');
    const accepted = await apiGet<{ data: Order }>(
      page,
      carta.url,
      `/private/dish-orders/${ws}/dish-orders/${first}`,
    );
    expect(accepted.data.Status).toBe('checked');

    // The tablet loses its network: the stream is cut and cannot come back until it returns.
    await page.route('**/dish-orders/*/events', (route) => route.abort());
    await context.setOffline(true);
    await page.locator('[data-live="offline"]').waitFor();
    expect(await page.locator('[data-live="offline"]').textContent()).toMatch(
      /^Sin conexión desde \d{2}:\d{2}$/,
    );
    const missed = await guestOrders();
    await context.setOffline(false);
    await page.unroute('**/dish-orders/*/events');
    await card(page, missed).waitFor();
    await page
      .getByText(/Conexión recuperada: sin conexión de \d{2}:\d{2} a \d{2}:\d{2}/)
      .waitFor();
    await page.locator('[data-live="on"]').waitFor();
    // The replayed event and the refetched list both hold it: it is shown once.
    await expect.poll(() => page.locator('article[data-order]').count()).toBeGreaterThan(0);
    expect(await card(page, missed).count()).toBe(1);
    expect(await board(page).getAttribute('data-alert')).toBe('ringing');
    await card(page, missed).getByRole('button', { name: 'Aceptar' }).click();
    await page.locator('[data-testid="kitchen-board"][data-alert="idle"]').waitFor();
    expect(await card(page, missed).count()).toBe(1);
    await context.close();
  });

  const openDesk = async (page: Page) => {
    const opener = page.getByRole('button', { name: 'Abrir navegación' });
    if (await opener.isVisible()) await opener.click();
    await page.getByRole('navigation').getByRole('link', { name: 'Pedidos', exact: true }).click();
    await page.getByRole('heading', { name: 'Pedidos', level: 1 }).waitFor();
    await page.locator('[data-live="on"]').waitFor();
  };

  it('closes and finalizes an order from the desk, prints its ticket and marks the reprint COPIA (1440×900)', async () => {
    const { page, context } = await carta.newPage('es-ES', { as: STAFF });
    await page.setViewportSize({ width: 1440, height: 900 });
    await landOnContents(page, carta.url);
    await openDesk(page);
    const id = await guestOrders();
    // Live: the new order's row arrives without a reload.
    await page.locator(`tr[data-order="${id}"]`).waitFor();
    await axe(page, 'lista de pedidos');
    await shot(page, 'desk-1440x900');

    // Filters go to the server: only this point's new orders.
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Nuevo' }).click();
    await page.locator(`tr[data-order="${id}"]`).waitFor();
    // The new order was listed before the filter too: the filtered answer replaces the whole list
    // when it comes, and from then on every row is a new order (a filter left out never gets there).
    await expect
      .poll(() =>
        page
          .locator('tbody [data-status]')
          .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-status'))),
      )
      .toSatisfy(
        (statuses: (string | null)[]) =>
          statuses.length > 0 && statuses.every((status) => status === 'confirmed'),
      );

    await page.getByRole('button', { name: `Ver pedido ${id}` }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(`Pedido nº ${id}`) });
    await detail.getByText('Sin pago').waitFor();
    await detail.getByText('Nota: sin cebolla').waitFor();
    await axe(page, 'detalle del pedido');
    await shot(page, 'desk-detail-1440x900');
    await detail.getByRole('button', { name: 'Aceptar' }).click();
    await detail.locator('[data-status="checked"]').waitFor();
    await detail.getByRole('button', { name: 'Marcar servido' }).click();
    await detail.locator('[data-status="closed"]').waitFor();
    await detail.getByRole('button', { name: 'Finalizar' }).click();
    await detail.locator('[data-status="finalized"]').waitFor();
    const stored = await apiGet<{ data: Order }>(
      page,
      carta.url,
      `/private/dish-orders/${ws}/dish-orders/${id}`,
    );
    expect(stored.data.Status).toBe('finalized');

    // Printing: the browser's dialog is counted instead of opened.
    await page.evaluate(() => {
      const w = window as unknown as { prints: number; print: () => void };
      w.prints = 0;
      w.print = () => {
        w.prints += 1;
      };
    });
    const prints = () => page.evaluate(() => (window as unknown as { prints: number }).prints);
    await detail.getByRole('button', { name: 'Imprimir ticket' }).click();
    const ticket = page.getByRole('dialog', { name: `Ticket del pedido nº ${id}` });
    await ticket.getByRole('button', { name: 'Imprimir' }).click();
    await ticket.getByText(/^Impreso 1 vez, la última el /).waitFor();
    expect(await prints()).toBe(1);
    expect(await ticket.getByTestId('kitchen-ticket').getAttribute('data-copy')).toBe('false');
    await ticket.getByRole('button', { name: 'Imprimir' }).click();
    await ticket.getByText(/^Impreso 2 veces, la última el /).waitFor();
    expect(await prints()).toBe(2);
    await ticket.getByText('COPIA', { exact: true }).waitFor();
    await axe(page, 'ticket');
    await shot(page, 'ticket-1440x900');
    await context.close();
  });

  it('works on a phone (390×844)', async () => {
    const { page, context } = await carta.newPage('es-ES', { as: STAFF });
    await page.setViewportSize({ width: 390, height: 844 });
    await landOnContents(page, carta.url);
    await openDesk(page);
    await page.locator('tr[data-order]').first().waitFor();
    await axe(page, 'pedidos en móvil');
    await shot(page, 'desk-390x844');
    await context.close();
  });
});
