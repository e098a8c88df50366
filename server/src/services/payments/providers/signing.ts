import { createHmac, timingSafeEqual } from 'node:crypto';

/** Base64 in either alphabet (Redsys sends URL-safe), padded, as the standard alphabet. */
export const normaliseBase64 = (value: string): string => {
  const standard = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  return standard + '='.repeat((4 - (standard.length % 4)) % 4);
};

/** Two signatures compared in constant time (after normalising), false for any length mismatch. */
export const sameSignature = (expected: string, received: string): boolean => {
  const a = Buffer.from(normaliseBase64(expected), 'base64');
  const b = Buffer.from(normaliseBase64(received), 'base64');
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
};

export const hmacSha256 = (key: Buffer | string, text: string): string =>
  createHmac('sha256', key).update(text).digest('base64');
