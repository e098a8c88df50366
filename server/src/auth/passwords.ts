import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/** scrypt's cost (N) for new hashes. */
export const PASSWORD_COST = 16384;
/** The cost of hashes stored without one (`scrypt$<salt>$<hash>`, written before costs were). */
const UNSTATED_COST = 16384;
const MIN_COST = 1024;
/** 128 MB of memory per hash at r = 8: more would let a stored hash exhaust the server. */
const MAX_COST = 1 << 17;

const derive = (password: string, salt: Buffer, N: number): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N, r: 8, p: 1, maxmem: 2 * 128 * 8 * N }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/**
 * `scrypt$<salt b64>$<hash b64>$<N>`: each hash carries its cost, so that raising PASSWORD_COST
 * later keeps every stored password valid. A lower cost is for test databases only.
 */
export const hashPassword = async (password: string, N = PASSWORD_COST): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}$${N}`;
};

const costOf = (stated: string | undefined): number | null => {
  if (stated === undefined) return UNSTATED_COST;
  const N = Number(stated);
  const powerOfTwo = Number.isInteger(N) && (N & (N - 1)) === 0;
  return powerOfTwo && N >= MIN_COST && N <= MAX_COST ? N : null;
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, salt, hash, stated, ...rest] = stored.split('$');
  const N = costOf(stated);
  if (scheme !== 'scrypt' || !salt || !hash || N === null || rest.length > 0) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), N);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

/** A hash to compare against when the email is unknown, so both paths take the same time. */
export const dummyHash = hashPassword('carta-no-such-user');

export const generatePassword = (): string => randomBytes(12).toString('base64url');
