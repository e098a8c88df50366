import type { PaymentType } from '@carta/domain/orders';
import { z } from 'zod';
import { findAttemptByReference } from '../repos/payments.ts';
import { refuseDemoWhenOff } from '../services/payments/core.ts';
import { credentialsOf, receiveNotification } from '../services/payments/payments.ts';
import { demoPayPage } from '../services/payments/providers/demo/page.ts';
import { notifyRoute, notifyUrl, payPageRoute } from '../services/payments/providers/paths.ts';
import { IgnoredNotification } from '../services/payments/providers/provider.ts';
import { redsysPageCsp, redsysPayPage } from '../services/payments/providers/redsys/page.ts';
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

    const notify = (type: PaymentType) =>
      publicRoute('POST', notifyRoute(type), {
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
    notify('stripe');
    notify('redsys');
    notify('demo');

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

    publicRoute('GET', payPageRoute('demo'), {
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
        return demoPayPage(credentials, attempt, {
          ws,
          back: guestPath(ws, request.query.return),
          acceptLanguage: request.headers['accept-language'],
        });
      },
    });

    publicRoute('GET', payPageRoute('redsys'), {
      schema: {
        summary: 'A Carta page that posts the signed payment form to Redsys',
        params: pageParams,
        querystring: z.object({ return: z.string().max(500).optional() }),
        response: htmlPage,
      },
      onSend: async (_request, reply, payload) => {
        reply.header('Content-Security-Policy', redsysPageCsp(config.payments));
        return payload;
      },
      handler: async ({ request, reply }) => {
        const { ws, reference } = request.params;
        const attempt = await findAttemptByReference(db, ws, 'redsys', reference);
        reply.type('text/html; charset=utf-8');
        if (attempt?.State !== 'pending') return reply.code(404).send(notOpen);
        const credentials = await credentialsOf(db, ws);
        return redsysPayPage(config.payments, credentials, attempt, {
          returnUrl: `${config.publicUrl}${guestPath(ws, request.query.return)}`,
          notifyUrl: notifyUrl(config.publicUrl, ws, 'redsys'),
        });
      },
    });
  },
);
