import type { FastifyInstance } from 'fastify';

/** Hosts whose embeds blocks may show (video, social posts, maps). */
export const FRAME_HOSTS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.instagram.com',
  'https://www.google.com',
  'https://www.openstreetmap.org',
];

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // MUI (emotion) and Quill write style attributes and <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // 'self': the menu editor's preview frames the guest app (/guest/{ws}/…), served by Carta too.
  `frame-src 'self' ${FRAME_HOSTS.join(' ')}`,
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The guest app's pages (/guest/{ws}/): the same rules, tighter where it can be. No inline style
 * elements (its CSS is a file; the venue's colours go through the CSSOM), but style attributes,
 * which the rich text staff write carries (colours and alignment, sanitized twice). Images from
 * Carta and any https host (a venue's pictures). Frames: any https page, because the iframe block
 * frames a venue's booking engine or form — always in a sandbox chosen by `iframeSandboxFor`
 * (domain/src/embeds.ts), scripts with their own origin only for the embed allow-list; never
 * http, data: or blob: frames. Framed only by Carta itself (the editor's preview).
 */
export const GUEST_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' https:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https:',
  "media-src 'self' https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const securityHeaders = (app: FastifyInstance) => {
  // Synchronous: it runs on every answer, where an async hook costs a promise each time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    done(null, payload);
  });
};

const decodedName = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/**
 * The point-token calls carry secrets in the path: a point's Code (`token/{code}`, what its QR code
 * holds) and a point token (`check-token/{pointToken}`). Segments are compared decoded, as the
 * router matches them (`%74oken`, `check%2Dtoken` reach the same handlers), so the secret after
 * them is redacted whatever the spelling.
 */
const SECRET_BEFORE = new Set(['token', 'check-token']);
const redactPathSecrets = (path: string): string => {
  const segments = path.split('/');
  const orders = segments.findIndex((seg) => decodedName(seg).toLowerCase() === 'dish-orders');
  if (orders < 0) return path;
  const at = orders + 2;
  const marker = segments[at];
  if (marker === undefined || !SECRET_BEFORE.has(decodedName(marker).toLowerCase())) return path;
  if (segments[at + 1] === undefined || segments[at + 1] === '') return path;
  segments[at + 1] = '[redacted]';
  return segments.join('/');
};

/**
 * A token in a query string must never reach a log line: the parameter is recognised by its
 * decoded name (`%74oken`, `TOKEN`…), as the server's own query parser would read it. Nor may the
 * secrets of the point-token paths.
 */
export const redactUrl = (raw: string): string => {
  const start = raw.indexOf('?');
  const url =
    start < 0
      ? redactPathSecrets(raw)
      : `${redactPathSecrets(raw.slice(0, start))}${raw.slice(start)}`;
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return decodedName(name).trim().toLowerCase() === 'token' ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
};

/**
 * The web app path a URL asks for, or null for one that climbs out of it (`..`, encoded or not,
 * or a backslash): refused the same way whether or not such a file exists, so the answer tells
 * nothing about the disk.
 */
export const webPath = (url: string): string | null => {
  const raw = url.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return null;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return decoded;
};
