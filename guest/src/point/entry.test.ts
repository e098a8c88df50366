// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { namesNoPoint, pointCodeOf, searchWithoutPoint } from './entry.ts';

describe('behaviour.md#ordering the point entry', () => {
  it.each([
    ['?point=AbC_-123', 'AbC_-123'],
    ['?lang=en&point=xyz', 'xyz'],
    ['?point=', null],
    ['?point=%20', null],
    ['?lang=en', null],
    ['', null],
  ])('the code of %j is %j', (search, code) => {
    expect(pointCodeOf(search)).toBe(code);
  });

  it('takes `point` out of the address and keeps every other parameter, in order', () => {
    expect(searchWithoutPoint('?point=abc')).toBe('');
    expect(searchWithoutPoint('?utm_source=qr&point=abc&lang=en')).toBe('?utm_source=qr&lang=en');
    expect(searchWithoutPoint('?lang=en')).toBe('?lang=en');
  });

  it("behaviour.md#editing: a check naming point 'undefined' (or none) ends the session; a point id does not", () => {
    expect(namesNoPoint('undefined')).toBe(true);
    expect(namesNoPoint(undefined)).toBe(true);
    expect(namesNoPoint(null)).toBe(true);
    expect(namesNoPoint(5)).toBe(false);
    expect(namesNoPoint('5')).toBe(false);
  });
});
