import { createHash, randomBytes } from 'node:crypto';
import { findSetupLink, replaceSetupLink, takeSetupLink } from '../repos/setup-links.ts';
import type { Queryable } from '../repos/types.ts';

/** How long a one-time link to set a password stays valid (behaviour.md#administration: 24 h). */
export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new one-time link for `userId`, replacing any earlier one (only the newest link works).
 * The token itself is answered once and only its hash is stored.
 */
export const createSetupLink = async (
  db: Queryable,
  userId: number,
  publicUrl: string,
  now: Date = new Date(),
): Promise<{ SetupURL: string; SetupExpiresAt: string }> => {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SETUP_LINK_TTL_MS).toISOString();
  await replaceSetupLink(db, {
    TokenHash: hashOf(token),
    UserID: userId,
    ExpiresAt: expires,
    CreatedAt: now.toISOString(),
  });
  return {
    SetupURL: `${publicUrl.replace(/\/+$/, '')}/#/setup?token=${token}`,
    SetupExpiresAt: expires,
  };
};

/**
 * Uses up a link: its user's id when it exists and has not expired, null otherwise (an expired
 * one is used up too).
 */
export const consumeSetupLink = async (
  db: Queryable,
  token: string,
  now: Date = new Date(),
): Promise<number | null> => {
  const row = await takeSetupLink(db, hashOf(token));
  if (!row || row.ExpiresAt <= now.toISOString()) return null;
  return row.UserID;
};

/**
 * What a link would do if used now, without using it up: 'valid', 'expired', or 'invalid' (never
 * issued, already used, or replaced by a newer one: a used link is deleted, so these look alike).
 */
export const setupLinkState = async (
  db: Queryable,
  token: string,
  now: Date = new Date(),
): Promise<'valid' | 'expired' | 'invalid'> => {
  const row = await findSetupLink(db, hashOf(token));
  if (!row) return 'invalid';
  return row.ExpiresAt <= now.toISOString() ? 'expired' : 'valid';
};
