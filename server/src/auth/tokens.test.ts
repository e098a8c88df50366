import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens } from './tokens.ts';

const secret = new TextEncoder().encode('tokens-test-secret-tokens-test-secret');

describe('tokens verified once and kept until their expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same claims again, and refuses the token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-03T10:00:00Z'));
    const tokens = createTokens(secret);
    const token = await tokens.sign({ kind: 'point', workspace: 1, point: 7, code: 'abc' });
    const claims = { kind: 'point', workspace: 1, point: 7, code: 'abc' };
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    // Point tokens live 4 h: a kept one must not outlive its exp.
    vi.setSystemTime(new Date('2026-06-03T14:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('keeps nothing for a token signed with another secret or altered', async () => {
    const tokens = createTokens(secret);
    const other = createTokens(new TextEncoder().encode('another-secret-another-secret-xx'));
    const foreign = await other.sign({ kind: 'point', workspace: 1, point: 7 });
    expect(await tokens.verify(foreign)).toBeNull();
    const token = await tokens.sign({ kind: 'point', workspace: 1, point: 7 });
    expect(await tokens.verify(token)).not.toBeNull();
    const [head, body, signature] = token.split('.');
    const altered = `${head}.${body}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expect(await tokens.verify(altered)).toBeNull();
  });

  it('keeps a staff token once verified, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-03T10:00:00Z'));
    const tokens = createTokens(secret);
    const staff = {
      kind: 'staff',
      userId: 3,
      enterpriseId: 1,
      isAdmin: false,
      sessionVersion: 2,
      sessionId: 'a1b2c3d4-0000-4000-8000-000000000001',
    } as const;
    const token = await tokens.sign(staff);
    expect(tokens.verifiedCount()).toBe(0);
    expect(await tokens.verify(token)).toEqual(staff);
    expect(tokens.verifiedCount()).toBe(1);
    expect(await tokens.verify(token)).toEqual(staff);
    // Staff tokens live 12 h: a kept one must not outlive its exp.
    vi.setSystemTime(new Date('2026-06-03T22:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(tokens.verifiedCount()).toBe(0);
  });
});
