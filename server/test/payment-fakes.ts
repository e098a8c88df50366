import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../src/deps.ts';
import {
  encodeRedsysParams,
  redsysSignature,
} from '../src/services/payments/providers/redsys/index.ts';

/** Redsys's published test key (its integration examples), and a test merchant. */
export const REDSYS_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
export const REDSYS_MERCHANT = '999008881';
export const REDSYS_TERMINAL = '1';

type Session = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  payment_intent: string | null;
  metadata: Record<string, string>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

/**
 * A fake Stripe and a fake Redsys REST endpoint on localhost: what Carta sends them is recorded,
 * and a test decides what they answer (a session paid, a refund refused).
 */
export const startFakeProviders = async () => {
  const sessions = new Map<string, Session>();
  const byIdempotencyKey = new Map<string, string>();
  const calls: { method: string; path: string; idempotencyKey: string | null; body: string }[] = [];
  const refunds: { idempotencyKey: string | null; paymentIntent: string }[] = [];
  const redsysRefunds: Record<string, unknown>[] = [];
  let redsysRefundAnswer = '0900';
  let sessionCount = 0;

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const path = (req.url ?? '').split('?')[0] ?? '';
    calls.push({ method: req.method ?? '', path, idempotencyKey: key, body });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const form = new URLSearchParams(body);
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const known = key ? byIdempotencyKey.get(key) : undefined;
      if (known) return json(200, sessions.get(known));
      sessionCount += 1;
      const id = `cs_test_${sessionCount}_${Math.random().toString(36).slice(2, 8)}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        client_reference_id: form.get('client_reference_id'),
        payment_intent: null,
        metadata: { attempt: form.get('metadata[attempt]') ?? '' },
      };
      sessions.set(id, session);
      if (key) byIdempotencyKey.set(key, id);
      return json(200, session);
    }
    const expire = path.match(/^\/v1\/checkout\/sessions\/([\w]+)\/expire$/);
    if (req.method === 'POST' && expire?.[1]) {
      const s = sessions.get(expire[1]);
      if (!s)
        return json(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      if (s.status === 'open') s.status = 'expired';
      return json(200, s);
    }
    const one = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
    if (req.method === 'GET' && one?.[1]) {
      const s = sessions.get(one[1]);
      if (!s)
        return json(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      return json(200, s);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = form.get('payment_intent') ?? '';
      if (!refunds.some((r) => r.idempotencyKey === key))
        refunds.push({ idempotencyKey: key, paymentIntent });
      return json(200, {
        id: `re_${key}`,
        object: 'refund',
        status: 'succeeded',
        payment_intent: paymentIntent,
      });
    }
    if (req.method === 'POST' && path === '/sis/rest/trataPeticionREST') {
      const request = JSON.parse(body) as { Ds_MerchantParameters: string };
      const params = JSON.parse(
        Buffer.from(request.Ds_MerchantParameters, 'base64').toString(),
      ) as Record<string, string>;
      redsysRefunds.push(params);
      const answer = {
        Ds_Amount: params.DS_MERCHANT_AMOUNT ?? '',
        Ds_Currency: params.DS_MERCHANT_CURRENCY ?? '',
        Ds_Order: params.DS_MERCHANT_ORDER ?? '',
        Ds_MerchantCode: params.DS_MERCHANT_MERCHANTCODE ?? '',
        Ds_Terminal: params.DS_MERCHANT_TERMINAL ?? '',
        Ds_Response: redsysRefundAnswer,
        Ds_AuthorisationCode: '999999',
        Ds_TransactionType: '3',
        Ds_SecurePayment: '0',
        Ds_Language: '1',
        Ds_MerchantData: '',
        Ds_Card_Country: '724',
      };
      const encoded = encodeRedsysParams(answer);
      return json(200, {
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: encoded,
        Ds_Signature: redsysSignature(REDSYS_KEY, answer.Ds_Order, encoded),
      });
    }
    json(404, {
      error: { type: 'invalid_request_error', message: `no fake for ${req.method} ${path}` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    sessions,
    calls,
    refunds,
    redsysRefunds,
    setRedsysRefundAnswer: (code: string) => {
      redsysRefundAnswer = code;
    },
    payments: {
      stripeApi: { host: '127.0.0.1', port, protocol: 'http' as const },
      redsysUrls: {
        redirect: `http://127.0.0.1:${port}/sis/realizarPago`,
        rest: `http://127.0.0.1:${port}/sis/rest/trataPeticionREST`,
      },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A Redsys notification as Redsys posts it, signed with `key` (URL-safe base64, as Redsys sends). */
export const redsysNotification = (params: Record<string, string>, key = REDSYS_KEY): string => {
  const encoded = encodeRedsysParams(params);
  const signature = redsysSignature(key, params.Ds_Order ?? '', encoded)
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return new URLSearchParams({
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters: encoded,
    Ds_Signature: signature,
  }).toString();
};

const fromHtml = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The forms of a Carta-hosted page: action and hidden fields of each. */
export const formsOf = (html: string) =>
  [...html.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/g)].map((m) => ({
    action: fromHtml(m[1] ?? ''),
    fields: Object.fromEntries(
      [...(m[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((f) => [
        fromHtml(f[1] ?? ''),
        fromHtml(f[2] ?? ''),
      ]),
    ),
  }));

export const postForm = (app: App, url: string, body: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
