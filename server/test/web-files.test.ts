import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { build } from './helpers.ts';

/** GET with the path sent exactly as written; answers 'status content-type'. */
const rawGet = (base: string, path: string) =>
  new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(`${res.statusCode} ${res.headers['content-type']}`));
    });
    req.on('error', reject);
    req.end();
  });

describe('serving the web app', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'carta-web-'));
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    mkdirSync(join(webDir, 'assets/allergens'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Carta</title>');
    writeFileSync(join(webDir, 'assets/index-Ab12Cd34.js'), 'console.log(1)');
    writeFileSync(
      join(webDir, 'assets/allergens/eggs.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    ({ app, close } = await build('sqlite', { webDir }));
  });
  afterAll(async () => {
    await close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('hashed build files are immutable; index.html and public files are revalidated', async () => {
    const hashed = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/assets/allergens/eggs.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await app.inject({ url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('an unknown API path answers a JSON 404, not the web app', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('answers a path climbing out of the web app the same way whether the file exists or not', async () => {
    // A real socket: app.inject resolves '..' in the URL before the server sees it.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(
      [
        '/../../../../etc/passwd',
        '/../../../../etc/does-not-exist',
        '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
        '/%2e%2e/%2e%2e/%2e%2e/etc/does-not-exist',
      ].map((url) => rawGet(base, url)),
    );
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/^404 application\/json/);
    // A client-side route still gets the app.
    expect((await app.inject({ url: '/menus/3' })).statusCode).toBe(200);
  });
});
