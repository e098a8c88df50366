import { postJson } from '../../api/client.ts';

/**
 * A random UUID (v4) for the Idempotency-Key. `crypto.randomUUID` exists only on https and
 * localhost; a venue testing the app over plain http on its own network still gets a real key.
 */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * A guest's answer to a form or poll block (docs/api.md "Guest answers"): the same key on a retry
 * answers the first answer's ID and stores nothing more.
 */
export const sendAnswer = (
  ws: string,
  contentId: number,
  body: { readonly Answers: Record<string, unknown>; readonly Language: string },
  idempotencyKey: string,
) =>
  postJson<{ ID: number }>(
    `/api/public/guest/${encodeURIComponent(ws)}/blocks/${contentId}/answers`,
    body,
    { 'Idempotency-Key': idempotencyKey },
  );
