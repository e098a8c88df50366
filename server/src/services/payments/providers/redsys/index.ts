import { createCipheriv, createHmac } from 'node:crypto';
import { currencyOfNumeric, isRedsysPaymentAuthorised, redsysAmount } from '@carta/domain/orders';
import type * as RedsysEasy from 'redsys-easy';
import type { CurrencyNum, UrlsConfig } from 'redsys-easy';
import { InvalidInput } from '../../../../domain-errors.ts';
import { onFirstUse } from '../../../../on-first-use.ts';
import type { AttemptRow, Credentials } from '../../../../repos/payments.ts';
import { payPagePath } from '../paths.ts';
import { type PaymentProvider, ProviderError, type ProviderModule } from '../provider.ts';
import { sameSignature } from '../signing.ts';
import { redsysMissing } from './settings.ts';

/** Loaded with the first Redsys payment of the process. */
const redsys = onFirstUse<typeof RedsysEasy>('redsys-easy');

/** REDSYS_URL in the server's config: one base for the payment page and the REST calls. */
export type RedsysUrls = { readonly redirect: string; readonly rest: string };

const secretsOf = (credentials: Credentials) => {
  const r = credentials.secrets.redsys;
  if (!r?.MerchantCode || !r.Terminal || !r.SecretKey)
    throw new ProviderError('Redsys is not configured');
  return {
    merchantCode: r.MerchantCode,
    terminal: r.Terminal,
    secretKey: r.SecretKey,
    live: r.Environment === 'live',
  };
};

const urlsOf = (override: RedsysUrls | null, live: boolean): UrlsConfig =>
  override
    ? {
        redirect: override.redirect,
        restTrataPeticion: override.rest,
        restIniciaPeticion: override.rest.replace('trataPeticionREST', 'iniciaPeticionREST'),
      }
    : live
      ? redsys().PRODUCTION_URLS
      : redsys().SANDBOX_URLS;

/** Redsys's amount and numeric currency of `minor` units of `currency`. */
const redsysMoney = (minor: number, currency: string) => {
  const money = redsysAmount(minor, currency);
  if (!money) throw new ProviderError(`Redsys: currency ${currency} is not supported`);
  return { amount: money.amount, currency: money.currency as CurrencyNum };
};

/**
 * Redsys's HMAC_SHA256_V1: the order number encrypted with 3DES-CBC (zero IV, zero padding) under
 * the merchant key is the HMAC key of the parameters. redsys-easy computes it for its own checks,
 * but compares with Buffer.equals; this one feeds a constant-time compare. Both are proven against
 * Redsys's published example in redsys.test.ts.
 */
export const redsysSignature = (secretKey: string, order: string, params: string): string => {
  const message = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([message, Buffer.alloc((8 - (message.length % 8)) % 8)]);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(secretKey, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  const key = Buffer.concat([cipher.update(padded), cipher.final()]);
  return createHmac('sha256', key).update(params).digest('base64');
};

/** The signed payment form the Carta page (./page.ts) posts to Redsys. */
export const redsysForm = (
  urls: RedsysUrls | null,
  credentials: Credentials,
  attempt: AttemptRow,
  to: { readonly returnUrl: string; readonly notifyUrl: string },
) => {
  const s = secretsOf(credentials);
  const api = redsys().createRedsysAPI({ secretKey: s.secretKey, urls: urlsOf(urls, s.live) });
  // The tip is charged with the order's amount: one card payment.
  const money = redsysMoney(attempt.AmountCents + attempt.TipCents, attempt.Currency);
  const form = api.createRedirectForm({
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_MERCHANTCODE: s.merchantCode,
    DS_MERCHANT_TERMINAL: s.terminal,
    DS_MERCHANT_ORDER: attempt.Reference,
    DS_MERCHANT_AMOUNT: money.amount,
    DS_MERCHANT_CURRENCY: money.currency,
    DS_MERCHANT_MERCHANTURL: to.notifyUrl,
    DS_MERCHANT_URLOK: to.returnUrl,
    DS_MERCHANT_URLKO: to.returnUrl,
  });
  return { url: form.url, fields: { ...form.body } as Record<string, string> };
};

const text = (params: Record<string, unknown>, name: string): string => {
  const value = params[name] ?? params[name.toUpperCase()];
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new InvalidInput(`${name}: required`, [name]);
  return decodeURIComponent(String(value).replace(/\+/g, ' '));
};

/**
 * Redsys (redirect integration): a Carta page posts the signed form; Redsys notifies Carta with a
 * signed Ds_MerchantParameters. Only Ds_Response 0000–0099 authorises (redsys-easy also accepts
 * 0400 and 0900); merchant code and terminal must be the venue's; amount and currency are checked
 * against the attempt by the caller.
 */
export const redsysProvider = (urls: RedsysUrls | null): PaymentProvider<'redsys'> => ({
  id: 'redsys',
  // 12 characters, four digits then eight alphanumerics, from crypto.randomInt (redsys-easy).
  newReference: () => redsys().randomTransactionId(),
  start: async (credentials, { ws, attempt, publicUrl, returnUrl }) => {
    secretsOf(credentials);
    return {
      // A Carta page on Carta's own origin (./page.ts), opened in the same window.
      redirectUrl: `${payPagePath(ws, 'redsys', attempt.Reference)}?return=${encodeURIComponent(
        returnUrl.slice(publicUrl.length),
      )}`,
    };
  },
  verify: (credentials, raw) => {
    const s = secretsOf(credentials);
    const form = new URLSearchParams(raw.body.toString('utf8'));
    const version = form.get('Ds_SignatureVersion');
    const encoded = form.get('Ds_MerchantParameters');
    const signature = form.get('Ds_Signature');
    if (version !== 'HMAC_SHA256_V1' || !encoded || !signature || encoded.length > 8000)
      throw new InvalidInput('Ds_MerchantParameters and Ds_Signature: required', ['Ds_Signature']);
    let params: Record<string, unknown>;
    try {
      // redsys-easy decodes the parameters and checks the signature its own way first.
      params = redsys()
        .createRedsysAPI({
          secretKey: s.secretKey,
          urls: redsys().SANDBOX_URLS,
        })
        .processRestNotification({
          Ds_SignatureVersion: version,
          Ds_MerchantParameters: encoded,
          Ds_Signature: signature,
        }) as unknown as Record<string, unknown>;
    } catch {
      throw new InvalidInput('Ds_Signature: does not match', ['Ds_Signature']);
    }
    const order = text(params, 'Ds_Order');
    if (!sameSignature(redsysSignature(s.secretKey, order, encoded), signature))
      throw new InvalidInput('Ds_Signature: does not match', ['Ds_Signature']);
    if (text(params, 'Ds_MerchantCode') !== s.merchantCode)
      throw new InvalidInput('Ds_MerchantCode: not this venue', ['Ds_MerchantCode']);
    if (Number(text(params, 'Ds_Terminal')) !== Number(s.terminal))
      throw new InvalidInput('Ds_Terminal: not this venue', ['Ds_Terminal']);
    const response = text(params, 'Ds_Response');
    const amount = text(params, 'Ds_Amount');
    if (!/^\d{1,12}$/.test(amount))
      throw new InvalidInput('Ds_Amount: not an amount', ['Ds_Amount']);
    const currency = text(params, 'Ds_Currency');
    return {
      eventId: `${order}:${response}`,
      reference: order,
      outcome: isRedsysPaymentAuthorised(response) ? 'paid' : 'failed',
      amountCents: Number(amount),
      currency: currencyOfNumeric(currency) ?? currency,
      providerPayment:
        typeof params.Ds_AuthorisationCode === 'string' ? params.Ds_AuthorisationCode : null,
    };
  },
  // Redsys's redirect integration has no lookup by order over REST: an attempt nobody notified
  // is expired. A late authorisation still arrives as a notification and pays (domain: settle).
  lookup: async () => null,
  refund: async (credentials, attempt, minor) => {
    const s = secretsOf(credentials);
    const money = redsysMoney(minor, attempt.Currency);
    const api = redsys().createRedsysAPI({ secretKey: s.secretKey, urls: urlsOf(urls, s.live) });
    let answer: Record<string, unknown>;
    try {
      answer = (await api.restTrataPeticion({
        DS_MERCHANT_TRANSACTIONTYPE: '3',
        DS_MERCHANT_MERCHANTCODE: s.merchantCode,
        DS_MERCHANT_TERMINAL: s.terminal,
        DS_MERCHANT_ORDER: attempt.Reference,
        DS_MERCHANT_AMOUNT: money.amount,
        DS_MERCHANT_CURRENCY: money.currency,
      })) as unknown as Record<string, unknown>;
    } catch (error) {
      throw new ProviderError(
        `Redsys refund: ${error instanceof Error ? error.message : 'failed'}`,
      );
    }
    // 0900: refund authorised (the one code that means it here).
    if (String(answer.Ds_Response ?? '') !== '0900')
      throw new ProviderError(`Redsys refund: refused (${String(answer.Ds_Response ?? '?')})`);
    return `${attempt.Reference}:refund:${attempt.RefundedCents + minor}`;
  },
});

/** For tests and the fake Redsys: the merchant parameters as Redsys encodes them. */
export const encodeRedsysParams = (params: Record<string, string>) =>
  Buffer.from(JSON.stringify(params)).toString('base64');

/** Redsys's folder: its endpoints through REDSYS_URL when set (a fake Redsys in tests). */
export const redsysModule: ProviderModule<'redsys'> = {
  make: (config) => redsysProvider(config.redsysUrls),
  missing: (secrets) => redsysMissing(secrets.redsys),
};
