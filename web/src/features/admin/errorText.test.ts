import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { adminErrorKey, badFields } from './errorText.ts';
import en from './locales/en.json';
import es from './locales/es.json';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );

describe('administration labels and errors', () => {
  it('es and en have the same keys, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(es).sort());
    for (const tree of [es, en])
      for (const text of JSON.stringify(tree).match(/"[^"]*"/g) ?? []) expect(text).not.toBe('""');
  });

  it('names a password problem by its code', () => {
    const error = new ApiError(400, 'password_common', 'too common', ['next']);
    expect(adminErrorKey(error)).toBe('admin.errors.password_common');
    expect(badFields(error)).toEqual(['next']);
  });

  it('tells a taken e-mail from the last-administrator rule', () => {
    expect(adminErrorKey(new ApiError(409, 'conflict', 'the e-mail is already in use'))).toBe(
      'admin.errors.emailTaken',
    );
    expect(
      adminErrorKey(new ApiError(409, 'conflict', 'the last administrator of the enterprise')),
    ).toBe('admin.errors.lastAdmin');
  });

  it('falls back to a generic message for anything else', () => {
    expect(adminErrorKey(new Error('x'))).toBe('admin.errors.generic');
    expect(adminErrorKey(new ApiError(400, 'invalid_input', 'x', ['Email']))).toBe(
      'admin.errors.invalid',
    );
  });
});
