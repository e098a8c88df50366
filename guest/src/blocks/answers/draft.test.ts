// @vitest-environment node
import { formFields } from '@carta/domain/answers/fields';
import { describe, expect, it, vi } from 'vitest';
import { answersOf, clockText, fieldOfServerPath, parseNumber, splitDateTime } from './draft.ts';
import { newIdempotencyKey } from './send.ts';

const FIELDS = formFields({ FormDateTime: true, FormNumberOfPeople: true });

describe('a draft becomes an answer body', () => {
  it('trims texts, reads numbers, joins the date and time, leaves out what is empty', () => {
    expect(
      answersOf(FIELDS, {
        Name: '  Ana ',
        Contact: 'ana@example.com',
        DateTime: '2026-12-03T13:30',
        People: ' 4 ',
        Message: '   ',
      }),
    ).toEqual({ Name: 'Ana', Contact: 'ana@example.com', DateTime: '2026-12-03T13:30', People: 4 });
    // A day without a time is no date-time yet.
    expect(answersOf(FIELDS, { DateTime: '2026-12-03T' })).toEqual({});
  });

  it('numbers take a decimal comma; anything else is not a number', () => {
    expect(parseNumber('2,5')).toBe(2.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('.5')).toBe(0.5);
    for (const bad of ['', '1e3', '2,5,1', 'abc', '0x10']) expect(parseNumber(bad)).toBeNaN();
  });

  it('reads the parts of a date-time and writes times as HH:MM', () => {
    expect(splitDateTime('2026-12-03T')).toEqual({ date: '2026-12-03', time: '' });
    expect(splitDateTime(undefined)).toEqual({ date: '', time: '' });
    expect(clockText(0)).toBe('00:00');
    expect(clockText(13 * 60 + 5)).toBe('13:05');
  });

  it('finds the field a server 400 names', () => {
    expect(fieldOfServerPath('Answers.Room')).toBe('Room');
    expect(fieldOfServerPath('Answers.6f1c.0')).toBe('6f1c');
    expect(fieldOfServerPath('Answers')).toBeNull();
    expect(fieldOfServerPath('Language')).toBeNull();
  });
});

describe('idempotency keys', () => {
  it('are version-4 UUIDs, each new, also where crypto.randomUUID is missing (plain http)', () => {
    const real = globalThis.crypto;
    const keys = new Set(Array.from({ length: 25 }, newIdempotencyKey));
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes),
    });
    for (let i = 0; i < 25; i++) keys.add(newIdempotencyKey());
    vi.unstubAllGlobals();
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
