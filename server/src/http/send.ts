import type { FastifyReply } from 'fastify';

/**
 * Send JSON that is already serialized. Fastify sends a string or a Buffer as it is, skipping the
 * response schema's serializer; the route's schema still documents the shape it was built from. An
 * answer kept for many requests is best kept as its UTF-8 bytes: a string is encoded again on each
 * send.
 */
export const sendSerializedJson = (reply: FastifyReply, json: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);
