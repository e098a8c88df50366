import type { FastifyReply } from 'fastify';

/**
 * Send JSON that is already serialized. Fastify sends a string body as it is, skipping the response
 * schema's serializer; the route's schema still documents the shape, which the string was built from.
 */
export const sendSerializedJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);
