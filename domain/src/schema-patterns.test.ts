import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HEX_COLOR_PATTERN, isHexColor } from './color.ts';
import { dateTextSchema } from './dates.ts';
import { emailAddressSchema } from './email.ts';
import { translatableSchema } from './translatable.ts';
import { fileUrlSchema, httpsUrlSchema, linkUrlSchema } from './urls.ts';

/** The `pattern` a definition states in its JSON Schema, as a validator reads it. */
const patternOf = (
  schema: z.ZodType,
  at: (json: Record<string, unknown>) => unknown = (j) => j,
) => {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as Record<
    string,
    unknown
  >;
  const pattern = (at(json) as { pattern?: string }).pattern;
  expect(pattern).toBeTypeOf('string');
  return new RegExp(pattern as string, 'u');
};

const SAMPLES = [
  '',
  'x',
  '2026-01-31',
  '2026-02-30',
  '2026-01-31T10:00',
  '2026-01-31T10:00:00.123+02:00',
  '2026-1-31',
  'x'.repeat(40),
  'a@example.com',
  'A@Example.COM',
  'not-an-email',
  '/uploads/a.png',
  '//evil.example/a.png',
  '/\\evil.example',
  'https://example.com/a',
  'HTTPS://example.com/a',
  'http://example.com/a',
  'mailto:a@example.com',
  'tel:+34 600 000 000',
  'javascript:alert(1)',
  '#fff',
  '#FFFFFF',
  '#zzz',
  '#ffff',
];

/**
 * What a definition's JSON Schema states must never refuse what its zod rule accepts: a client
 * built from the document would otherwise be unable to send a valid value.
 */
describe('patterns the document states', () => {
  it.each([
    ['a date', dateTextSchema],
    ['an e-mail address', emailAddressSchema],
    ['a file address', fileUrlSchema],
    ['a link', linkUrlSchema],
    ['an https address', httpsUrlSchema],
  ] as const)('%s: every value the server accepts matches its pattern', (_, schema) => {
    const pattern = patternOf(schema);
    const accepted = SAMPLES.filter((text) => schema.safeParse(text).success);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.filter((text) => !pattern.test(text))).toEqual([]);
  });

  it('a colour: the pattern is the rule', () => {
    const pattern = new RegExp(HEX_COLOR_PATTERN, 'u');
    for (const text of SAMPLES) expect(pattern.test(text), text).toBe(isHexColor(text));
  });

  it('refuses by pattern the shapes the rules refuse', () => {
    expect(patternOf(dateTextSchema).test('x'.repeat(40))).toBe(false);
    expect(patternOf(emailAddressSchema).test('not-an-email')).toBe(false);
    expect(patternOf(fileUrlSchema).test('//evil.example/a.png')).toBe(false);
    expect(patternOf(linkUrlSchema).test('javascript:alert(1)')).toBe(false);
  });

  it('states the language-code keys of a translatable value', () => {
    const keys = patternOf(translatableSchema(), (j) => j['x-propertyNames']);
    expect(['es', 'en', 'pt-BR'].every((key) => keys.test(key))).toBe(true);
    expect(keys.test('Not a language')).toBe(false);
  });
});
