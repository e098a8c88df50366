import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendSerializedJson } from '../../http/send.ts';

/** Guests' phones and any shared cache keep an answer 30 s, then ask again with its ETag. */
export const GUEST_CACHE_CONTROL = 'public, max-age=30, must-revalidate';
/** A staff preview (`at=`, a token) is nobody else's answer: never kept by a shared cache. */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

/** A short strong ETag for a text that names what an answer was built from. */
export const etagOf = (text: string): string =>
  `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;

const matches = (header: string | undefined, etag: string): boolean =>
  header?.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  }) === true;

/** Answer already-serialized JSON with its ETag and the guest caching, or 304 when unchanged. */
export const sendGuestJson = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: {
    readonly body: () => string | Buffer;
    readonly etag: string;
    readonly personal: boolean;
  },
) => {
  reply
    .header('etag', answer.etag)
    .header('cache-control', answer.personal ? PERSONAL_CACHE_CONTROL : GUEST_CACHE_CONTROL);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send(null);
  return sendSerializedJson(reply, answer.body());
};
