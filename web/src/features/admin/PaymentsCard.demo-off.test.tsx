import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/session.ts';
import { i18n } from '../../i18n/i18n.ts';
import { json, on, stubFetch } from '../../test/fetchStub.ts';
import { loadAdminLocales } from './loadAdminLocales.ts';
import { PaymentsCard } from './PaymentsCard.tsx';
import type { PaymentSettings } from './paymentsApi.ts';

const URL = '/api/private/dish-orders/12/payment-settings';
const no = { configured: false };
const SETTINGS: PaymentSettings = {
  Enabled: true,
  Provider: 'demo',
  RequiredBeforeConfirm: false,
  Currency: 'EUR',
  Stripe: { SecretKey: no, WebhookSecret: no },
  Redsys: { MerchantCode: no, Terminal: no, SecretKey: no, Environment: 'test' },
  DemoOff: null,
};

const renderCard = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PaymentsCard enterpriseId="12" />
    </QueryClientProvider>,
  );

/** behaviour.md#payments: once real money is taken the demo is not offered, and the screen says why. */
describe('payments card when demo payments are off', () => {
  beforeAll(() => loadAdminLocales());
  beforeEach(() => setToken('admin-token'));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('es');
  });

  const providerOptions = async (name: string) => {
    await userEvent.click(await screen.findByRole('combobox', { name }));
    return within(screen.getByRole('listbox'));
  };

  it('offers the demo while it is on', async () => {
    stubFetch(on('GET', URL, () => json(200, { data: SETTINGS })));
    renderCard();
    const options = await providerOptions('Proveedor');
    expect(options.getByRole('option', { name: /demostración/i })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByText(/desactivados/)).not.toBeInTheDocument();
  });

  it('says why in Spanish: the server takes real payments', async () => {
    stubFetch(on('GET', URL, () => json(200, { data: { ...SETTINGS, DemoOff: 'production' } })));
    renderCard();
    expect(
      await screen.findByText(/pagos de demostración están desactivados: este servidor cobra/),
    ).toBeInTheDocument();
    const options = await providerOptions('Proveedor');
    expect(options.getByRole('option', { name: /demostración/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says why in English: a live provider setting is saved', async () => {
    await i18n.changeLanguage('en');
    stubFetch(on('GET', URL, () => json(200, { data: { ...SETTINGS, DemoOff: 'live_provider' } })));
    renderCard();
    expect(
      await screen.findByText(
        'Demo payments are off: a live Stripe or Redsys setting is saved. Choose that provider.',
      ),
    ).toBeInTheDocument();
  });
});
