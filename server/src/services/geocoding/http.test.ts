import { describe, expect, it } from 'vitest';
import { startFakeProvider } from '../../../test/fake-provider.ts';
import { UpstreamFailed } from '../../domain-errors.ts';
import { createGoogle } from './google.ts';
import { createSpacing } from './http.ts';
import { createNominatim } from './nominatim.ts';

describe('spacing of calls to one provider', () => {
  it('books slots at least the interval apart, across callers', () => {
    let now = 1000;
    const spacing = createSpacing(1000, () => now);
    expect(spacing.reserve()).toBe(0);
    expect(spacing.reserve()).toBe(1000);
    expect(spacing.reserve()).toBe(2000);
    now = 5000;
    expect(spacing.reserve()).toBe(0);
  });

  it('never waits when the interval is zero (a self-hosted instance)', () => {
    // A clock that moves on at every reading, as Date.now can between two statements.
    let now = 1000;
    const spacing = createSpacing(0, () => now++);
    expect([spacing.reserve(), spacing.reserve()]).toEqual([0, 0]);
  });
});

describe('calls to the public Nominatim instance', () => {
  const fakeFetch = (async () => Response.json([])) as typeof fetch;

  it('are spaced a second apart, and refused as busy past the timeout', async () => {
    const nominatim = createNominatim({
      url: 'https://nominatim.openstreetmap.org',
      fetch: fakeFetch,
      timeoutMs: 1500,
    });
    const started = Date.now();
    const first = nominatim.search('uno');
    const second = nominatim.search('dos');
    const third = nominatim.search('tres');
    await expect(first).resolves.toEqual([]);
    await expect(third).rejects.toBeInstanceOf(UpstreamFailed);
    await expect(third).rejects.toMatchObject({ reason: 'geocoder_failed' });
    await expect(second).resolves.toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('are not spaced on another instance', async () => {
    const nominatim = createNominatim({ url: 'http://127.0.0.1:9', fetch: fakeFetch });
    const started = Date.now();
    await Promise.all(['uno', 'dos', 'tres'].map((q) => nominatim.search(q)));
    expect(Date.now() - started).toBeLessThan(900);
  });
});

describe('a geocoder redirected elsewhere', () => {
  it('does not follow: the key would go with the request', async () => {
    const elsewhere = await startFakeProvider(() => ({ json: { places: [] } }));
    const provider = await startFakeProvider(() => ({
      status: 308,
      raw: '',
      headers: { location: `${elsewhere.url}/v1/places:searchText` },
    }));
    try {
      const google = createGoogle({ key: 'g-key-123', url: provider.url });
      const refused = google.search('Calle Mayor');
      await expect(refused).rejects.toBeInstanceOf(UpstreamFailed);
      await expect(refused).rejects.toMatchObject({
        reason: 'geocoder_failed',
        message: 'Google Places answered 308',
      });
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await Promise.all([provider.close(), elsewhere.close()]);
    }
  });
});
