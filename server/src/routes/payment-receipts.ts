import { z } from 'zod';
import type { PointClaims } from '../auth/tokens.ts';
import { HttpError } from '../errors.ts';
import { createMailer } from '../services/mail.ts';
import type { Caller } from '../services/orders/act.ts';
import { livePointOf } from '../services/orders/guest-point.ts';
import { readReceipt, receiptText } from '../services/payments/receipt.ts';
import { renderReceiptPdf } from '../services/payments/receipt-pdf.ts';
import { fill, RECEIPT_LANGUAGES, receiptTexts } from '../services/payments/receipt-texts.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam } from './schemas.ts';

const receiptParams = z.object({ ws: idParam, orderId: idParam, attemptId: idParam });
const langQuery = z.object({
  lang: z.enum(RECEIPT_LANGUAGES).optional().describe("the guest's language (default Spanish)"),
});
const money = z.number();
const receiptOut = z.object({
  Venue: z.string(),
  OrderID: z.number(),
  AttemptID: z.number(),
  Reference: z.string(),
  Provider: z.string(),
  State: z.string(),
  PaidAt: z.string(),
  TimeZone: z.string(),
  Currency: z.string(),
  Lines: z.array(z.object({ Name: z.string(), Quantity: z.number(), Total: money })),
  Cover: z.object({
    Kind: z.enum(['lines', 'parts', 'amount']),
    Count: z.number().nullable(),
    Of: z.number().nullable(),
  }),
  OrderTotal: money,
  Amount: money,
  Tip: money,
  Charged: money,
  Refunded: money,
  TaxesIncluded: z.literal(true),
  Language: z.enum(RECEIPT_LANGUAGES),
  /** Whether this server sends mail: the guest app offers "send by e-mail" only then. */
  CanMail: z.boolean(),
});
const mailBody = z.strictObject({
  Email: z.email().max(254),
  lang: z.enum(RECEIPT_LANGUAGES).optional(),
});

/**
 * A payment's receipt for the guest who paid (behaviour.md#payments): as data for the receipt page,
 * as a PDF, and by e-mail when the server has mail. Only the phones of the point that holds the
 * order reach it (point token): another point's or venue's order is not found.
 */
export const paymentReceiptRoutes = routeFile(
  { prefix: '/api', tags: ['payments'] },
  ({ guestRoute }, deps) => {
    const { db, config } = deps;
    const limit = {
      max: config.orderRateLimit.perAddress,
      timeWindow: config.orderRateLimit.windowMs,
    };
    const mailer = createMailer(config.mail);
    const guest = async (claims: PointClaims, ws: number): Promise<Caller> => {
      await livePointOf(db, claims, ws);
      return { actor: 'guest', claims };
    };
    const base = '/specific/dish-orders/:ws/dish-orders/:orderId/payments/:attemptId/receipt';
    const failures = { 404: errorBody, 409: errorBody, 429: errorBody };

    guestRoute('GET', base, {
      config: { rateLimit: limit },
      schema: {
        summary: 'The receipt of a payment received, in the guest’s language',
        params: receiptParams,
        querystring: langQuery,
        response: { 200: z.object({ data: receiptOut }), ...failures },
      },
      handler: async ({ request, point }) => {
        const { ws, orderId, attemptId } = request.params;
        const caller = await guest(point, ws);
        const receipt = await readReceipt(db, ws, orderId, attemptId, caller, request.query.lang);
        return { data: { ...receipt, CanMail: config.mail.smtpUrl !== null } };
      },
    });

    guestRoute('GET', `${base}.pdf`, {
      config: { rateLimit: limit },
      schema: {
        summary: 'The receipt of a payment received as a PDF',
        params: receiptParams,
        querystring: langQuery,
        response: {
          200: {
            description: 'the receipt, an A5 PDF',
            content: { 'application/pdf': { schema: z.string().describe('binary') } },
          },
          ...failures,
        },
      },
      handler: async ({ request, reply, point }) => {
        const { ws, orderId, attemptId } = request.params;
        const caller = await guest(point, ws);
        const receipt = await readReceipt(db, ws, orderId, attemptId, caller, request.query.lang);
        const pdf = await renderReceiptPdf(receipt);
        const name = `${receiptTexts(receipt.Language).receipt.toLowerCase()}-${receipt.Reference}.pdf`;
        // The documented body is the file's bytes; the route schema types it as a string.
        const bytes = Buffer.from(pdf) as unknown as string;
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${name.replace(/[^\w.-]/g, '_')}"`)
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    });

    guestRoute('POST', `${base}/mail`, {
      // A mail goes to an address the guest types: fewer than other calls, so it cannot spam.
      config: { rateLimit: { ...limit, max: Math.max(1, Math.ceil(limit.max / 10)) } },
      schema: {
        summary: 'Send the receipt (text and PDF) to the address the guest gives',
        description:
          '409 `mail_unavailable` when this server sends no mail; 502 when the mail server ' +
          'refused it (the guest still has the page and the PDF).',
        params: receiptParams,
        body: mailBody,
        response: {
          200: z.object({ data: z.object({ Mailed: z.literal(true) }) }),
          ...failures,
          502: errorBody,
        },
      },
      handler: async ({ request, point }) => {
        const { ws, orderId, attemptId } = request.params;
        const caller = await guest(point, ws);
        const { Email, lang } = request.body;
        const receipt = await readReceipt(db, ws, orderId, attemptId, caller, lang);
        if (config.mail.smtpUrl === null)
          throw new HttpError(409, 'mail_unavailable', 'this venue sends no mail');
        const t = receiptTexts(receipt.Language);
        const sent = await mailer.sendReceipt({
          to: Email,
          subject: fill(t.subject, { venue: receipt.Venue }),
          text: receiptText(receipt),
          pdf: await renderReceiptPdf(receipt),
          filename: `${t.receipt.toLowerCase()}-${receipt.Reference}.pdf`.replace(/[^\w.-]/g, '_'),
        });
        if (!sent.sent) {
          request.log.warn({ reason: sent.reason }, 'receipt not mailed');
          throw new HttpError(502, 'mail_failed', 'the receipt could not be sent');
        }
        return { data: { Mailed: true as const } };
      },
    });
  },
);
