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
  `frame-src ${FRAME_HOSTS.join(' ')}`,
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const securityHeaders = (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
};

/** A token in a query string must never reach a log line. */
export const redactUrl = (url: string): string =>
  url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
