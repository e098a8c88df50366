import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/session.ts';
import { i18n } from '../../i18n/i18n.ts';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { loadAdminLocales } from './loadAdminLocales.ts';
import { PaymentsCard } from './PaymentsCard.tsx';
import type { PaymentSettings } from './paymentsApi.ts';

const URL = '/api/private/dish-orders/12/payment-settings';
const no = { configured: false };
const yes = { configured: true };
const OFF: PaymentSettings = {
  Enabled: false,
  Provider: 'demo',
  RequiredBeforeConfirm: false,
  Currency: 'EUR',
  Stripe: { SecretKey: no, WebhookSecret: no },
  Redsys: { MerchantCode: no, Terminal: no, SecretKey: no, Environment: 'test' },
};

const renderCard = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PaymentsCard enterpriseId="12" />
    </QueryClientProvider>,
  );

describe('payments card', () => {
  beforeAll(() => loadAdminLocales());
  beforeEach(() => setToken('admin-token'));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('es');
  });

  it('sends Stripe secrets once and then shows them only as configured', async () => {
    let stored = OFF;
    const { calls } = stubFetch(
      on('GET', URL, () => json(200, { data: stored })),
      on('PUT', URL, (call) => {
        const body = call.body as {
          Enabled: boolean;
          Provider: 'stripe';
          RequiredBeforeConfirm: boolean;
        };
        stored = {
          ...stored,
          Enabled: body.Enabled,
          Provider: body.Provider,
          RequiredBeforeConfirm: body.RequiredBeforeConfirm,
          Stripe: { SecretKey: yes, WebhookSecret: yes },
        };
        return json(200, { data: stored });
      }),
    );
    renderCard();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Cobrar los pedidos con tarjeta' }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Proveedor' }));
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Stripe' }),
    );
    await userEvent.click(
      screen.getByRole('switch', { name: 'Pago obligatorio antes de confirmar el pedido' }),
    );
    const key = screen.getByLabelText('Clave secreta de Stripe');
    expect(key).toHaveAttribute('type', 'password');
    expect(screen.getAllByText('Sin configurar')).toHaveLength(2);
    await userEvent.type(key, 'sk_test_123');
    await userEvent.type(screen.getByLabelText('Secreto del webhook de Stripe'), 'whsec_456');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pagos' }));

    expect(await screen.findAllByText('configurado')).toHaveLength(2);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      Enabled: true,
      Provider: 'stripe',
      RequiredBeforeConfirm: true,
      Currency: 'EUR',
      Stripe: { SecretKey: 'sk_test_123', WebhookSecret: 'whsec_456' },
    });
    // The secret is not kept on screen after saving: the fields are empty again.
    expect(screen.getByLabelText('Clave secreta de Stripe')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Guardar pagos' })).toBeDisabled();
  });

  it("marks the fields the server names, and sends no secret that wasn't typed", async () => {
    const { calls } = stubFetch(
      on('GET', URL, () => json(200, { data: { ...OFF, Provider: 'redsys' } })),
      on('PUT', URL, () =>
        apiError(400, 'invalid_input', 'required', ['Redsys.MerchantCode', 'Redsys.SecretKey']),
      ),
    );
    renderCard();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Cobrar los pedidos con tarjeta' }),
    );
    await userEvent.type(screen.getByLabelText('Terminal'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pagos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '(Código de comercio (FUC), Clave secreta',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Redsys.');
    expect(screen.getByLabelText('Código de comercio (FUC)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const put = calls.find((c) => c.method === 'PUT')?.body as { Redsys?: unknown } | undefined;
    expect(put?.Redsys).toEqual({
      Terminal: '1',
      Environment: 'test',
    });
  });

  it('drops an error when the provider shown changes: errors belong to the provider shown', async () => {
    stubFetch(
      on('GET', URL, () => json(200, { data: { ...OFF, Provider: 'stripe' } })),
      on('PUT', URL, () =>
        apiError(400, 'invalid_input', 'required', ['Stripe.SecretKey', 'Stripe.WebhookSecret']),
      ),
    );
    renderCard();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Cobrar los pedidos con tarjeta' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pagos' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('Stripe.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Proveedor' }));
    await userEvent.click(screen.getByRole('option', { name: /Redsys/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Stripe\./)).toBeNull();
  });

  it('is complete in English', async () => {
    await i18n.changeLanguage('en');
    stubFetch(on('GET', URL, () => json(200, { data: OFF })));
    renderCard();
    expect(
      await screen.findByRole('switch', { name: 'Take card payments for orders' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save payments' })).toBeDisabled();
  });
});
