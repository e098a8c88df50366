import { fromJson, toJson } from '../db/dialect.ts';
import type { Queryable } from './types.ts';

/** behaviour.md#administration: records older than this are pruned. */
export const AUDIT_RETENTION_DAYS = 180;

export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'login_throttled'
  | 'logout'
  | 'menu_save'
  | 'menu_delete'
  | 'user_create'
  | 'user_update'
  | 'user_delete'
  | 'user_reset'
  | 'password_change'
  | 'password_setup'
  | 'sessions_end'
  | 'settings_update'
  | 'enterprise_create'
  | 'point_code_rotate'
  | 'order_action'
  | 'webhook_failing'
  | 'ordering_change'
  | 'sold_out'
  | 'service_request';

export const AUDIT_ACTIONS: readonly AuditAction[] = [
  'login',
  'login_failed',
  'login_throttled',
  'logout',
  'menu_save',
  'menu_delete',
  'user_create',
  'user_update',
  'user_delete',
  'user_reset',
  'password_change',
  'password_setup',
  'sessions_end',
  'settings_update',
  'enterprise_create',
  'point_code_rotate',
  'order_action',
  'webhook_failing',
  'ordering_change',
  'sold_out',
  'service_request',
];

export type AuditEntry = {
  readonly enterpriseId: number;
  /** The actor; without a name, the user's current name is read in the same statement. */
  readonly user: { readonly id: number; readonly name?: string } | null;
  readonly action: AuditAction;
  /** What was acted on, e.g. `user:7`, `menu:3`, an e-mail for a failed login. */
  readonly target?: string | null;
  readonly detail?: Record<string, unknown> | null;
};

const cutoff = (now: Date) =>
  new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();

/** Writes one record, and prunes the enterprise's records past retention (an indexed delete). */
export const audit = async (db: Queryable, entry: AuditEntry, now: Date = new Date()) => {
  await db
    .insertInto('audit_log')
    .values({
      EnterpriseID: entry.enterpriseId,
      UserID: entry.user?.id ?? null,
      UserName:
        entry.user?.name ??
        (entry.user ? db.selectFrom('users').select('Name').where('ID', '=', entry.user.id) : null),
      Action: entry.action,
      Target: entry.target ?? null,
      Detail: entry.detail ? toJson(entry.detail) : null,
      CreatedAt: now.toISOString(),
    })
    .execute();
  await db
    .deleteFrom('audit_log')
    .where('EnterpriseID', '=', entry.enterpriseId)
    .where('CreatedAt', '<', cutoff(now))
    .execute();
};

/** Every enterprise's records past retention: run at start, for enterprises nobody writes to. */
export const pruneAudit = (db: Queryable, now: Date = new Date()) =>
  db.deleteFrom('audit_log').where('CreatedAt', '<', cutoff(now)).execute();

export type AuditQuery = {
  readonly enterpriseId: number;
  readonly action: AuditAction | null;
  readonly userId: number | null;
  readonly from: string | null;
  readonly to: string | null;
  readonly offset: number;
  readonly limit: number;
};

/** Newest first, filtered by action, user and a time range [from, to). */
export const listAudit = async (db: Queryable, q: AuditQuery) => {
  let base = db.selectFrom('audit_log').where('EnterpriseID', '=', q.enterpriseId);
  if (q.action) base = base.where('Action', '=', q.action);
  if (q.userId !== null) base = base.where('UserID', '=', q.userId);
  if (q.from) base = base.where('CreatedAt', '>=', q.from);
  if (q.to) base = base.where('CreatedAt', '<', q.to);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('CreatedAt', 'desc')
      .orderBy('ID', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return {
    data: rows.map((r) => ({
      ID: r.ID,
      CreatedAt: r.CreatedAt,
      UserID: r.UserID,
      UserName: r.UserName,
      Action: r.Action,
      Target: r.Target,
      Detail: fromJson<Record<string, unknown> | null>(r.Detail, null),
    })),
    total: Number(count?.total ?? 0),
  };
};
