import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { build } from './helpers.ts';

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
});
