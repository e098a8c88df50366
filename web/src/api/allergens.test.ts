import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../test/fetchStub.ts';
import { allergenIconUrl, allergensQuery, fetchAllergens } from './allergens.ts';
import { ApiError } from './errors.ts';
import { setToken } from './session.ts';

const catalogue = [
  { ID: 1, Name: { es: 'Gluten', en: 'Gluten' }, Image: 'gluten' },
  { ID: 3, Name: { es: 'Huevos', en: 'Eggs' }, Image: 'eggs' },
];

describe('allergens api', () => {
  beforeEach(() => {
    window.location.hash = '#/menus/1';
    setToken('staff-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads utils/allergens/{enterprise} without a token and answers its data', async () => {
    const { calls } = stubFetch(
      on('GET', '/api/utils/allergens/12', () => json(200, { data: catalogue, total: 2 })),
    );
    await expect(fetchAllergens('12')).resolves.toEqual(catalogue);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('encodes a domain name as one path segment', async () => {
    const { calls } = stubFetch(() => json(200, { data: [] }));
    await fetchAllergens('hotel demo/x');
    expect(calls[0]?.path).toBe('/api/utils/allergens/hotel%20demo%2Fx');
  });

  it('reports a refusal as an ApiError and keeps the user where they are', async () => {
    stubFetch(() => apiError(400, 'invalid_input', 'bad enterprise', ['enterprise']));
    await expect(fetchAllergens('!')).rejects.toBeInstanceOf(ApiError);
    expect(window.location.hash).toBe('#/menus/1');
  });

  it('reads the catalogue once: it never goes stale', async () => {
    const { calls } = stubFetch(() => json(200, { data: catalogue }));
    const client = new QueryClient();
    await client.fetchQuery(allergensQuery('12'));
    await client.fetchQuery(allergensQuery('12'));
    expect(calls).toHaveLength(1);
    expect(client.getQueryState(allergensQuery('12').queryKey)?.isInvalidated).toBe(false);
  });

  it('builds icon URLs under /assets/allergens/ and none from an unsafe name', () => {
    expect(allergenIconUrl('gluten')).toBe('/assets/allergens/gluten.svg');
    expect(allergenIconUrl('../x')).toBeNull();
    expect(allergenIconUrl('')).toBeNull();
  });
});
