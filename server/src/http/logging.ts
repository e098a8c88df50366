import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.ts';
import { redactUrl } from './security.ts';

const LEVELS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields pino adds to every line: said once by the process, not on each line. */
const QUIET = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'msg', 'err']);

const clock = (time: unknown): string => {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
};

const describeError = (err: unknown): string => {
  if (typeof err !== 'object' || err === null) return '';
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  const text = typeof stack === 'string' ? stack : typeof message === 'string' ? message : '';
  return text ? `\n  ${text.split('\n').join('\n  ')}` : '';
};

/**
 * One pino JSON line as a person reads it: `12:03:04 GET /api/menus/1 200 12ms`. The level is
 * named only when it is not INFO; fields beyond the message follow as key=value; an error brings
 * its stack, indented. A line that is not JSON passes unchanged.
 */
export const formatLogLine = (line: string): string => {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const level = typeof entry.level === 'number' ? (LEVELS[entry.level] ?? 'INFO') : 'INFO';
  const extra = Object.entries(entry)
    .filter(([key]) => !QUIET.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const parts = [
    clock(entry.time),
    level === 'INFO' ? null : level,
    typeof entry.msg === 'string' ? entry.msg : null,
    ...extra,
  ].filter((part): part is string => Boolean(part));
  return `${parts.join(' ')}${describeError(entry.err)}\n`;
};

/** What `GET /api/menus/1` logs once answered; static files only at debug (a page load asks ~30). */
export const requestLog = (
  method: string,
  url: string,
  status: number,
  ms: number,
): { readonly level: 'error' | 'info' | 'debug'; readonly msg: string } => {
  const path = redactUrl(url);
  const level =
    status >= 500 ? 'error' : path.startsWith('/api/') || status >= 400 ? 'info' : 'debug';
  return { level, msg: `${method} ${path} ${status} ${Math.round(ms)}ms` };
};

/** Fastify's logger options: one line per request instead of two JSON objects. */
export const loggerOptions = (
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Pick<FastifyServerOptions, 'logger' | 'logController'> => ({
  // Fastify's own two lines per request (incoming, completed) give way to logRequests' one.
  logController: new LogController({ disableRequestLogging: true }),
  logger: {
    level: config.logLevel,
    // Tokens may ride in ?token=: every URL that reaches a log goes through redactUrl.
    serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url) }) },
    stream: {
      write: (line: string) => write(config.logFormat === 'text' ? formatLogLine(line) : line),
    },
  },
});

/** The logger levels at which an info line is written. */
const WRITES_INFO: ReadonlySet<string> = new Set(['info', 'debug', 'trace']);

/** Collectors (LOG_FORMAT=json) also get the parts as fields; a person reads the message. */
export const logRequests = (app: FastifyInstance, format: Config['logFormat']) => {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    // Below 500 the line is info or debug: nothing to build when info is off (LOG_LEVEL=warn).
    if (status < 500 && !WRITES_INFO.has(request.log.level)) return done();
    const { level, msg } = requestLog(request.method, request.url, status, reply.elapsedTime);
    if (format === 'json') {
      request.log[level](
        { req: request, res: { statusCode: status }, responseTime: reply.elapsedTime },
        msg,
      );
    } else {
      request.log[level](msg);
    }
    done();
  });
};
