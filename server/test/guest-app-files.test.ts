import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
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

const policy = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );

describe('serving the guest app at /guest/{ws}/', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'carta-web-'));
  const guestDir = mkdtempSync(join(tmpdir(), 'carta-guest-'));
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Carta back-office</title>');
    mkdirSync(join(guestDir, 'assets'));
    writeFileSync(
      join(guestDir, 'index.html'),
      '<!doctype html><title>Carta guest</title><body><div id="carta-guest"></div></body>',
    );
    writeFileSync(join(guestDir, 'assets/index-Ab12Cd34.js'), 'console.log(1)');
    writeFileSync(join(guestDir, 'sw.js'), 'self.carta = 1');
    ({ app, close } = await build('sqlite', { webDir, guestDir }));
  });
  afterAll(async () => {
    await close();
    rmSync(webDir, { recursive: true, force: true });
    rmSync(guestDir, { recursive: true, force: true });
  });

  it("answers the app's index.html for a venue and every path under it, whatever the venue", async () => {
    for (const url of ['/guest/1/', '/guest/1/menus/3', '/guest/999/', '/guest/x/y/z?lang=en']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      // The app's own page (its head may carry the venue's title and description instead).
      expect(res.body, url).toContain('<div id="carta-guest"></div>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends a venue path without its slash to the slash, query kept', async () => {
    const res = await app.inject({ url: '/guest/1?lang=en' });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/guest/1/?lang=en');
  });

  it('serves its hashed files as immutable, and a missing one as the JSON 404', async () => {
    const file = await app.inject({ url: '/guest/assets/index-Ab12Cd34.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/guest/assets/nothing-Zz99Zz99.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  it('serves its service worker at the root of /guest/, as a script revalidated on every visit', async () => {
    const res = await app.inject({ url: '/guest/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('self.carta = 1');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(policy(res.headers['content-security-policy'])['connect-src']).toBe("'self'");
    // No Service-Worker-Allowed header: the script's own folder, /guest/, is the widest scope.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    // Not a venue called "sw.js", nor its index.html, when the build has no worker.
    unlinkSync(join(guestDir, 'sw.js'));
    const missing = await app.inject({ url: '/guest/sw.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  it('gives its pages their own Content-Security-Policy, the back-office keeping its own', async () => {
    const guest = policy(
      (await app.inject({ url: '/guest/1/' })).headers['content-security-policy'],
    );
    expect(guest['object-src']).toBe("'none'");
    expect(guest['base-uri']).toBe("'none'");
    expect(guest['frame-ancestors']).toBe("'self'");
    expect(guest['script-src']).toBe("'self'");
    // No inline <style> or script; style attributes only (sanitized rich text).
    expect(guest['style-src']).toBe("'self'");
    expect(guest['style-src-attr']).toBe("'unsafe-inline'");
    expect(guest['img-src']).toBe("'self' https:");
    // Any https page, always in a sandbox (iframe block); never http, data: or blob:.
    expect(guest['frame-src']).toBe('https:');
    const page = await app.inject({ url: '/guest/1/' });
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const office = await app.inject({ url: '/' });
    expect(office.body).toContain('back-office');
    expect(policy(office.headers['content-security-policy'])['style-src']).toContain(
      "'unsafe-inline'",
    );
    // The menu editor's preview frames the guest app, same origin.
    expect(policy(office.headers['content-security-policy'])['frame-src']).toMatch(/^'self' /);
  });

  it('keeps the API and the back-office where they were', async () => {
    expect((await app.inject({ url: '/menus/3' })).body).toContain('back-office');
    const api = await app.inject({ url: '/api/public/guest/999' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a path climbing out of its files with the JSON 404', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const answers = await Promise.all(
      [
        '/guest/assets/../../../../etc/passwd',
        '/guest/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
        '/guest/assets/../../../../etc/does-not-exist',
        '/guest/assets/..%2f..%2f..%2fetc/passwd',
        '/guest/1/../../../etc/passwd',
      ].map((url) => rawGet(base, url)),
    );
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/^404 application\/json/);
  });
});

describe('without a guest build', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'carta-web-'));
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Carta back-office</title>');
    ({ app, close } = await build('sqlite', { webDir, guestDir: join(webDir, 'no-guest') }));
  });
  afterAll(async () => {
    await close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('/guest/… is a 404, not the back-office', async () => {
    for (const url of ['/guest/1/', '/guest/1/menus/2', '/guest']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
