import compress from '@fastify/compress';
import type { App } from '../deps.ts';

/**
 * JSON and text answers compressed for the wire, brotli first: a guest on hotel Wi-Fi pays for every
 * byte. Below 1 kB the framing costs more than it saves. Built files come precompressed from the
 * build (`scripts/vite-precompress.ts`, served by @fastify/static's preCompressed) and already carry
 * their Content-Encoding, which this leaves alone. Event streams are never compressed: their route
 * takes the raw socket (services/orders/stream.ts), so no onSend hook sees them, and a compressor
 * would hold their frames back. Registered before any static files, as the plugin requires.
 * Request bodies are not decompressed: a small compressed body could expand past the body limit.
 */
export const compression = (app: App) =>
  app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
