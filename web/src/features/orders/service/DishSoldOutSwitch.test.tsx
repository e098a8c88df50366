import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route } from '../../../test/fetchStub.ts';
import { fakeOrdersApi, renderOrders, SERVICE_BASE } from '../testing.tsx';
import { DishSoldOutSwitch } from './DishSoldOutSwitch.tsx';

afterEach(() => vi.unstubAllGlobals());

describe("the menu editor's Agotado switch", () => {
  it('shows what is stored and marks the dish sold out until the day changes in one tap, then back', async () => {
    let marks: { Kind: string; ID: number; Until: string | null; Name: object }[] = [];
    const orders = fakeOrdersApi([]);
    const route: Route = (call) => {
      if (call.path === `${SERVICE_BASE}/sold-out`)
        return json(200, { data: marks, total: marks.length });
      if (call.method === 'PUT' && call.path === `${SERVICE_BASE}/dishes/7/sold-out`) {
        const body = call.body as { SoldOut: boolean };
        marks = body.SoldOut ? [{ Kind: 'dish', ID: 7, Until: null, Name: { es: 'Paella' } }] : [];
        return json(200, { data: { Kind: 'dish', ID: 7, SoldOut: body.SoldOut, Until: null } });
      }
      return orders.route(call);
    };
    const stub = renderOrders(<DishSoldOutSwitch dishId={7} name="Paella" />, { ...orders, route });
    const toggle = await screen.findByRole('switch', { name: 'Agotado: Paella' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const puts = () => stub.calls.filter((c) => c.method === 'PUT');
    expect(puts()[0]?.body).toEqual({ SoldOut: true, Until: 'end-of-day' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(puts()[1]?.body).toEqual({ SoldOut: false });
  });
});
