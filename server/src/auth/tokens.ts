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
   * token no longer matches and every guest call refuses it (issue 13 §2).
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
};

/** Verified point tokens kept; a full cache starts again rather than tracking use. */
const VERIFIED_MAX = 10_000;

/**
 * Point tokens verified already, by their text, until their expiry: an HMAC check per guest call
 * cost an eighth of an order's time (bench:orders profile). Derived from the token alone, under a
 * secret fixed for the process: nothing here can disagree with the database. Staff tokens are
 * checked against their user's row on every call anyway, and are not kept.
 */
const verifiedPoints = () => {
  const kept = new Map<string, { claims: PointClaims; expiresMs: number }>();
  return {
    get: (token: string): PointClaims | null => {
      const hit = kept.get(token);
      if (!hit) return null;
      if (Date.now() < hit.expiresMs) return hit.claims;
      kept.delete(token);
      return null;
    },
    set: (token: string, claims: PointClaims, exp: number) => {
      if (kept.size >= VERIFIED_MAX) kept.clear();
      kept.set(token, { claims, expiresMs: exp * 1000 });
    },
  };
};

export const createTokens = (secret: Uint8Array): Tokens => {
  const points = verifiedPoints();
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
      const known = points.get(token);
      if (known) return known;
      try {
        // A token without an expiry would be valid forever, even one signed with the real secret.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat'],
        });
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
          const claims: PointClaims = {
            kind: 'point',
            workspace: Number(payload.workspace),
            point: payload.point,
            ...(typeof payload.code === 'string' ? { code: payload.code } : {}),
          };
          // requiredClaims made jose check that exp is there and still ahead.
          points.set(token, claims, Number(payload.exp));
          return claims;
        }
        return null;
      } catch {
        return null;
      }
    },
  };
};
