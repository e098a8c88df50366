/**
 * Why a start cannot work, in one line a person can act on, or null for anything unexpected (whose
 * stack trace is then worth reading). A missing database or a taken port is the usual first-hour
 * stumble, and a stack trace hides the one sentence that matters.
 */
export const startFailureLine = (
  error: unknown,
  context: { readonly port: number; readonly databaseUrl: string | null },
): string | null => {
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return `Carta cannot start: port ${context.port} is in use by another program. Stop it, or choose another port: PORT=${context.port + 1} npm start`;
  }
  const pg = context.databaseUrl ? postgresTarget(context.databaseUrl) : null;
  if (!pg) return null;
  if (code === '3D000') {
    return `Carta cannot start: the PostgreSQL database "${pg.database}" does not exist on ${pg.host}:${pg.port}. Create it: createdb -h ${pg.host} -p ${pg.port}${pg.user ? ` -U ${pg.user}` : ''} ${pg.database}`;
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `Carta cannot start: no PostgreSQL answers on ${pg.host}:${pg.port} (DATABASE_URL). Start it, or correct the address.`;
  }
  if (code === '28P01' || code === '28000') {
    return `Carta cannot start: PostgreSQL on ${pg.host}:${pg.port} refused the login${pg.user ? ` of "${pg.user}"` : ''} (DATABASE_URL). Check the user and password.`;
  }
  return null;
};

/** Host, port, user and database of a postgres:// address, without its password. */
const postgresTarget = (
  url: string,
): { host: string; port: string; user: string; database: string } | null => {
  try {
    const parsed = new URL(url);
    if (!/^postgres(ql)?:$/.test(parsed.protocol)) return null;
    return {
      host: parsed.hostname || 'localhost',
      port: parsed.port || '5432',
      user: decodeURIComponent(parsed.username),
      database: decodeURIComponent(parsed.pathname.slice(1)) || 'postgres',
    };
  } catch {
    return null;
  }
};

/** The first error code along the `cause` chain (a failed migration wraps the driver's error). */
const codeOf = (error: unknown): unknown => {
  for (let e = error, depth = 0; e && depth < 5; depth += 1) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (code !== undefined) return code;
    e = cause;
  }
  return undefined;
};
