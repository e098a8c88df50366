import { demoAmount, formatMoney, type PaymentType } from '@carta/domain/orders';
import { z } from 'zod';
import { findAttemptByReference } from '../repos/payments.ts';
import { refuseDemoWhenOff } from '../services/payments/core.ts';
import { DEMO_CHOICES, signDemo } from '../services/payments/demo/index.ts';
import {
  AUTO_POST_HASH,
  autoPostPage,
  DEMO_TEXT,
  demoLangOf,
  demoPage,
} from '../services/payments/pages.ts';
import { credentialsOf, receiveNotification } from '../services/payments/payments.ts';
import { IgnoredNotification } from '../services/payments/provider.ts';
import { redsysForm } from '../services/payments/redsys/index.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam } from './schemas.ts';

/** A notification is small; anything larger is not one. */
const NOTIFY_BODY_MAX = 64 * 1024;

const wsParams = z.object({ ws: idParam });
const pageParams = z.object({ ws: idParam, reference: z.string().min(1).max(100) });
const received = z.object({ received: z.literal(true), changed: z.boolean() });

/**
 * Provider notifications (behaviour.md#payments) and the pages Carta hosts for providers. Signatures are over
 * the exact bytes received, so this file's routes read bodies raw: JSON and forms as a Buffer.
 */
export const paymentNotifyRoutes = routeFile(
  { prefix: '/api', tags: ['payments'] },
  ({ publicRoute }, deps, app) => {
    const { db, config } = deps;
    app.removeContentTypeParser(['application/json']);
    app.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_MAX },
      (_request, body, done) => done(null, body),
    );

    /** The return page a signed or checked value names: a path of this venue's guest app only. */
    const guestPath = (ws: number, value: unknown) =>
      typeof value === 'string' && value.startsWith(`/guest/${ws}/`) && !value.includes('//')
        ? value
        : `/guest/${ws}/point`;

    const notify = (type: PaymentType, path: string) =>
      publicRoute('POST', `/public/payments/:ws/${path}`, {
        bodyLimit: NOTIFY_BODY_MAX,
        schema: {
          summary: `${type} notification: verified, applied once; anything forged is a 400`,
          params: wsParams,
          foreignBody: true,
          response: { 200: received, 303: z.null(), 413: errorBody, 415: errorBody },
        },
        handler: async ({ request, reply }) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          try {
            const { changed, verified } = await receiveNotification(deps, request.params.ws, type, {
              body,
              headers: request.headers,
            });
            // The demo's notification is carried by the guest's browser: send it back to the app.
            if (verified.returnPath)
              return reply.redirect(guestPath(request.params.ws, verified.returnPath), 303);
            return { received: true as const, changed };
          } catch (error) {
            if (error instanceof IgnoredNotification)
              return { received: true as const, changed: false };
            throw error;
          }
        },
      });
    notify('stripe', 'stripe/webhook');
    notify('redsys', 'redsys/notify');
    notify('demo', 'demo/notify');

    // Pages for the guest's browser, not JSON: the payment page, or one saying it is no longer open.
    const htmlPage = {
      200: { description: 'the page', content: { 'text/html': { schema: z.string() } } },
      404: {
        description: 'the payment is no longer open',
        content: { 'text/html': { schema: z.string() } },
      },
    };

    const notOpen =
      '<!doctype html><html lang="es"><meta charset="utf-8"><title>Pago</title><p>Este pago ya no está abierto.</p></html>';

    publicRoute('GET', '/public/payments/:ws/demo/pay/:reference', {
      schema: {
        summary: "The demo provider's card page (pay, fail, cancel), Carta-hosted",
        params: pageParams,
        querystring: z.object({ return: z.string().max(500).optional() }),
        response: htmlPage,
      },
      handler: async ({ request, reply }) => {
        const { ws, reference } = request.params;
        const attempt = await findAttemptByReference(db, ws, 'demo', reference);
        reply.type('text/html; charset=utf-8');
        if (attempt?.State !== 'pending') return reply.code(404).send(notOpen);
        const credentials = await credentialsOf(db, ws);
        refuseDemoWhenOff(deps, credentials);
        const back = guestPath(ws, request.query.return);
        const lang = demoLangOf(request.headers['accept-language']);
        return demoPage({
          lang,
          amount: formatMoney(attempt.AmountCents + attempt.TipCents, attempt.Currency, lang),
          action: `/api/public/payments/${ws}/demo/notify`,
          choices: DEMO_CHOICES.map((outcome) => {
            const n = {
              reference,
              outcome,
              amount: demoAmount(attempt.AmountCents + attempt.TipCents, attempt.Currency) ?? '',
              currency: attempt.Currency,
              return: back,
            };
            return {
              label: DEMO_TEXT[lang][outcome],
              primary: outcome === 'paid',
              fields: { ...n, signature: signDemo(credentials, n) },
            };
          }),
        });
      },
    });

    publicRoute('GET', '/public/payments/:ws/redsys/pay/:reference', {
      schema: {
        summary: 'A Carta page that posts the signed payment form to Redsys',
        params: pageParams,
        querystring: z.object({ return: z.string().max(500).optional() }),
        response: htmlPage,
      },
      onSend: async (_request, reply, payload) => {
        // Scripts by hash alone, and the form may post to Redsys only.
        reply.header(
          'Content-Security-Policy',
          `default-src 'none'; style-src 'unsafe-inline'; script-src ${AUTO_POST_HASH}; form-action https://sis-t.redsys.es:25443 https://sis.redsys.es ${config.payments.redsysUrls?.redirect ? new URL(config.payments.redsysUrls.redirect).origin : ''}; base-uri 'none'; frame-ancestors 'none'`,
        );
        return payload;
      },
      handler: async ({ request, reply }) => {
        const { ws, reference } = request.params;
        const attempt = await findAttemptByReference(db, ws, 'redsys', reference);
        reply.type('text/html; charset=utf-8');
        if (attempt?.State !== 'pending') return reply.code(404).send(notOpen);
        const credentials = await credentialsOf(db, ws);
        const back = `${config.publicUrl}${guestPath(ws, request.query.return)}`;
        const form = redsysForm(config.payments.redsysUrls, credentials, attempt, {
          returnUrl: back,
          notifyUrl: `${config.publicUrl}/api/public/payments/${ws}/redsys/notify`,
        });
        return autoPostPage(form.url, form.fields);
      },
    });
  },
);
