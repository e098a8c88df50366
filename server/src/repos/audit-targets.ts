import { COMMON_OWNER } from '@carta/domain/owner';
import { fromJson } from '../db/dialect.ts';
import type { Queryable } from './types.ts';

/** What an audit record's target is, as a person recognises it (behaviour.md#administration). */
export type AuditSubject = {
  readonly Kind: 'venue' | 'menu' | 'order' | 'user' | 'point';
  readonly ID: number;
  /** The venue's, menu's, user's or point's name now; null for an order (its number says it) or one gone. */
  readonly Name: string | null;
  /** A common menu (its editor lives elsewhere). */
  readonly Common?: boolean;
};

const KINDS: Record<string, AuditSubject['Kind']> = {
  enterprise: 'venue',
  venue: 'venue',
  menu: 'menu',
  order: 'order',
  user: 'user',
  point: 'point',
};

const parse = (target: string | null) => {
  const match = target ? /^([a-z]+):([1-9]\d{0,9})$/.exec(target) : null;
  const kind = match ? KINDS[match[1] ?? ''] : undefined;
  return kind && match ? { kind, id: Number(match[2]) } : null;
};

/** A translatable name in the first language that has it. */
const firstText = (json: string, lang: string) => {
  const texts = fromJson<Record<string, string>>(json, {});
  return texts[lang] || Object.values(texts).find(Boolean) || null;
};

/**
 * The subjects of a page of audit records, read in one query per kind, only within venue `ws`
 * (another venue's menu or user is never named here). Undefined for a target of another shape
 * (an e-mail of a failed login, a webhook): the screen shows it as written.
 */
export const auditSubjects = async (
  db: Queryable,
  ws: number,
  targets: readonly (string | null)[],
  lang: string,
): Promise<(AuditSubject | undefined)[]> => {
  const parsed = targets.map(parse);
  const ids = (kind: AuditSubject['Kind']) => [
    ...new Set(parsed.filter((p) => p?.kind === kind).map((p) => p?.id ?? 0)),
  ];
  const names = new Map<string, { name: string | null; common?: boolean }>();
  const menuIds = ids('menu');
  if (menuIds.length > 0) {
    const menus = await db
      .selectFrom('menus')
      .select(['ID', 'Name', 'Owner'])
      .where('ID', 'in', menuIds)
      .where('Owner', 'in', [String(ws), COMMON_OWNER])
      .execute();
    for (const m of menus)
      names.set(`menu:${m.ID}`, {
        name: firstText(m.Name, lang),
        common: m.Owner === COMMON_OWNER,
      });
  }
  const userIds = ids('user');
  if (userIds.length > 0) {
    const users = await db
      .selectFrom('users')
      .select(['ID', 'Name'])
      .where('ID', 'in', userIds)
      .where('EnterpriseID', '=', ws)
      .execute();
    for (const u of users) names.set(`user:${u.ID}`, { name: u.Name });
  }
  const pointIds = ids('point');
  if (pointIds.length > 0) {
    const points = await db
      .selectFrom('dish_order_points')
      .select(['ID', 'Name'])
      .where('ID', 'in', pointIds)
      .where('EnterpriseID', '=', ws)
      .execute();
    for (const p of points) names.set(`point:${p.ID}`, { name: firstText(p.Name, lang) });
  }
  if (ids('venue').includes(ws)) {
    const venue = await db
      .selectFrom('enterprises')
      .select('Name')
      .where('ID', '=', ws)
      .executeTakeFirst();
    if (venue) names.set(`venue:${ws}`, { name: venue.Name });
  }
  return parsed.map((p) => {
    if (!p) return undefined;
    const found = names.get(`${p.kind}:${p.id}`);
    return {
      Kind: p.kind,
      ID: p.id,
      Name: found?.name ?? null,
      ...(found?.common ? { Common: true } : {}),
    };
  });
};
