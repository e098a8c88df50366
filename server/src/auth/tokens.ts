import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { UserRole } from '../db/tables/users.ts';

/** What a staff token says; trusted only once the session check has read the user (sessions.ts). */
export type StaffToken = {
  readonly kind: 'staff';
  readonly userId: number;
  /** The enterprise worked in: the user's own, or one a platform administrator switched to. */
  readonly enterpriseId: number;
  readonly isAdmin: boolean;
  /** The user's SessionVersion when the token was signed. */
  readonly sessionVersion: number;
  /** This login's own id: logout ends it alone (ended_sessions), the user's other sessions go on. */
  readonly sessionId: string;
};
/** The signed-in staff member as routes see them: the token checked against the user's row. */
export type StaffClaims = StaffToken & {
  /** Enterprise role; a platform administrator is 'admin' in every enterprise they work in. */
  readonly role: UserRole;
};
export type PointClaims = {
  readonly kind: 'point';
  readonly workspace: number;
  readonly point: number;
  /**
   * A fingerprint of the point's Code when the token was given: once the code is rotated, the
   * token no longer matches and every guest call refuses it (behaviour.md#ordering).
   */
  readonly code?: string;
};
export type Claims = StaffToken | PointClaims;
/** What is signed: a staff token without a session id starts a new session. */
export type SignClaims =
  | (Omit<StaffToken, 'sessionId'> & { readonly sessionId?: string })
  | PointClaims;

/** A staff token's life: 12 hours (STAFF_TTL, as jose reads it). */
export const STAFF_TTL_MS = 12 * 60 * 60 * 1000;
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
  readonly sign: (claims: SignClaims) => Promise<string>;
  readonly verify: (token: string) => Promise<Claims | null>;
  /** How many verified tokens are kept (bounded; for tests and diagnostics). */
  readonly verifiedCount: () => number;
};

/** Verified tokens kept; a full cache starts again rather than tracking use. */
const VERIFIED_MAX = 10_000;

/**
 * Tokens verified already, by their text, until their expiry: the HMAC check through WebCrypto was
 * an eighth of an order's time (bench:orders profile) and a quarter of a staff read's (the read
 * bench's profile). What is kept is derived from the token alone, under a secret fixed for the
 * process, so nothing here can disagree with the database: a staff token is still checked against
 * its user's row on every call (sessions.ts), which is what makes a revocation immediate.
 */
const verifiedTokens = () => {
  const kept = new Map<string, { claims: Claims; expiresMs: number }>();
  return {
    get: (token: string): Claims | null => {
      const hit = kept.get(token);
      if (!hit) return null;
      if (Date.now() < hit.expiresMs) return hit.claims;
      kept.delete(token);
      return null;
    },
    set: (token: string, claims: Claims, exp: number) => {
      if (kept.size >= VERIFIED_MAX) kept.clear();
      kept.set(token, { claims, expiresMs: exp * 1000 });
    },
    get size() {
      return kept.size;
    },
  };
};

/** The claims a verified payload carries, or null for a payload of no known kind. */
const claimsOf = (payload: Record<string, unknown>): Claims | null => {
  // A token from before session versions or session ids has none: refused, its user logs in
  // again (a token that logout could not end must not live on).
  if (
    payload.kind === 'staff' &&
    typeof payload.userId === 'number' &&
    typeof payload.sessionVersion === 'number' &&
    typeof payload.sessionId === 'string'
  ) {
    return {
      kind: 'staff',
      userId: payload.userId,
      enterpriseId: Number(payload.enterpriseId),
      isAdmin: payload.isAdmin === true,
      sessionVersion: payload.sessionVersion,
      sessionId: payload.sessionId,
    };
  }
  if (payload.kind === 'point' && typeof payload.point === 'number') {
    return {
      kind: 'point',
      workspace: Number(payload.workspace),
      point: payload.point,
      ...(typeof payload.code === 'string' ? { code: payload.code } : {}),
    };
  }
  return null;
};

export const createTokens = (secret: Uint8Array): Tokens => {
  const verified = verifiedTokens();
  return {
    sign: (claims) =>
      new SignJWT(
        claims.kind === 'staff'
          ? { ...claims, sessionId: claims.sessionId ?? randomUUID() }
          : claims,
      )
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(claims.kind === 'staff' ? STAFF_TTL : POINT_TTL)
        .sign(secret),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return known;
      try {
        // A token without an expiry would be valid forever, even one signed with the real secret.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat'],
        });
        const claims = claimsOf(payload);
        // requiredClaims made jose check that exp is there and still ahead.
        if (claims) verified.set(token, claims, Number(payload.exp));
        return claims;
      } catch {
        return null;
      }
    },
    verifiedCount: () => verified.size,
  };
};
