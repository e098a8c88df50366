import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a stand-in receiver got. */
export type Received = { readonly headers: IncomingHttpHeaders; readonly body: string };

/**
 * A local HTTP receiver: records every POST and answers the next status of `answers` (204 once they
 * run out). Tests call `close` when done.
 */
export const startReceiver = async (answers: number[] = []) => {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.shift() ?? 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * Standard Webhooks verification written from the specification, independently of the server's
 * signing code: the secret's base64 part after `whsec_` decoded to bytes is the HMAC-SHA256 key;
 * the signed content is `${webhook-id}.${webhook-timestamp}.${body}`; `webhook-signature` holds
 * space-separated `v1,<base64>` signatures, any of which may match (compared in constant time).
 */
export const verifyStandardWebhook = (secret: string, r: Received): boolean => {
  const id = r.headers['webhook-id'];
  const timestamp = r.headers['webhook-timestamp'];
  const signatures = r.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string')
    return false;
  if (!secret.startsWith('whsec_')) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${r.body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
};
