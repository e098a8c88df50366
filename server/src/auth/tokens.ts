import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export type StaffClaims = {
  readonly kind: 'staff';
  readonly userId: number;
  readonly enterpriseId: number;
  readonly isAdmin: boolean;
};
export type PointClaims = {
  readonly kind: 'point';
  readonly workspace: number;
  readonly point: number;
};
export type Claims = StaffClaims | PointClaims;

const STAFF_TTL = '12h';
const POINT_TTL = '4h';

/** JWT_SECRET, or one generated at first start and kept in DATA_DIR so tokens survive restarts. */
export const loadSecret = (configured: string | null, dataDir: string): Uint8Array => {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};

export type Tokens = {
  readonly sign: (claims: Claims) => Promise<string>;
  readonly verify: (token: string) => Promise<Claims | null>;
};

export const createTokens = (secret: Uint8Array): Tokens => ({
  sign: (claims) =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(claims.kind === 'staff' ? STAFF_TTL : POINT_TTL)
      .sign(secret),
  verify: async (token) => {
    try {
      // A token without an expiry would be valid forever, even one signed with the real secret.
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat'],
      });
      if (payload.kind === 'staff' && typeof payload.userId === 'number') {
        return {
          kind: 'staff',
          userId: payload.userId,
          enterpriseId: Number(payload.enterpriseId),
          isAdmin: payload.isAdmin === true,
        };
      }
      if (payload.kind === 'point' && typeof payload.point === 'number') {
        return { kind: 'point', workspace: Number(payload.workspace), point: payload.point };
      }
      return null;
    } catch {
      return null;
    }
  },
});
