import { badRequest } from '../errors.ts';

/** Printable ASCII without spaces: what clients generate (UUIDs, random tokens). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's `Idempotency-Key` header, null without one; a malformed one is a 400. */
export const idempotencyKeyOf = (header: string | string[] | undefined): string | null => {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header))
    throw badRequest('Idempotency-Key: 1–200 printable characters, no spaces', ['Idempotency-Key']);
  return header;
};
