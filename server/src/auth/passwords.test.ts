import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it('record their cost, and verify only the right password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.split('$').at(-1)).toBe(String(PASSWORD_COST));
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('verify at the cost they were made with', async () => {
    const cheap = await hashPassword('pw', 1024);
    expect(await verifyPassword('pw', cheap)).toBe(true);
    // The same key read at another cost is another key.
    expect(await verifyPassword('pw', cheap.replace(/\$1024$/, '$2048'))).toBe(false);
  });

  it('still verify the hashes stored before costs were written (16384)', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old', salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const before = `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('old', before)).toBe(true);
    expect(await verifyPassword('new', before)).toBe(false);
  });

  it('refuse a cost that is not a power of two, or out of bounds, without deriving', async () => {
    const cheap = await hashPassword('pw', 1024);
    for (const cost of ['1000', '512', String(1 << 18), 'x', ''])
      expect(await verifyPassword('pw', cheap.replace(/\$1024$/, `$${cost}`))).toBe(false);
    expect(await verifyPassword('pw', `${cheap}$1`)).toBe(false);
  });
});
