import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret as Standard Webhooks writes it: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * The three Standard Webhooks headers of one send: the message id (the same on every retry, so a
 * receiver drops a repeat), the send time in Unix seconds, and `v1,` + base64 HMAC-SHA256 of
 * `id.timestamp.body` keyed with the secret's decoded bytes.
 */
export const signWebhook = (
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> => {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key)
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
};

/** The message id of an outbox event: one per event, shared by its retries. */
export const webhookMessageId = (ws: number, eventId: number): string => `msg_${ws}_${eventId}`;
