import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain-errors.ts';
import { statusOfDomainError } from '../../http/errors.ts';
import { decodeDataUrl, decodedLength } from './data-url.ts';

const url = (bytes: Buffer, header = 'data:image/png;base64') =>
  `${header},${bytes.toString('base64')}`;

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError)
      return { status: statusOfDomainError(error).status, fields: error.fields };
    throw error;
  }
  throw new Error('no error');
};

describe('decodeDataUrl', () => {
  it('answers the bytes whatever media type is declared', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253]);
    expect(decodeDataUrl(url(bytes), 100, 'newImage')).toEqual(bytes);
    expect(
      decodeDataUrl(url(bytes, 'data:application/x-anything;name=a.b;base64'), 100, 'f'),
    ).toEqual(bytes);
    expect(decodeDataUrl(url(bytes, 'data:;base64'), 100, 'f')).toEqual(bytes);
  });

  it('computes the decoded size from the text, padding included', () => {
    for (let n = 0; n < 10; n++) {
      const b64 = Buffer.alloc(n, 1).toString('base64');
      expect(decodedLength(b64)).toBe(n);
    }
  });

  it('answers 413 over the limit (exactly the limit is fine)', () => {
    const bytes = Buffer.alloc(1000, 9);
    expect(decodeDataUrl(url(bytes), 1000, 'newPdf')).toHaveLength(1000);
    expect(failure(() => decodeDataUrl(url(bytes), 999, 'newPdf'))).toEqual({
      status: 413,
      fields: ['newPdf'],
    });
  });

  it('answers 400 naming the field for anything but a base64 data URL', () => {
    const bad = [
      '',
      'hello',
      'data:image/png,rawtext',
      'data:image/png;base64,',
      'data:image/png;base64,abc',
      'data:image/png;base64,ab!d',
      'data:image/png;base64,YWJj\nZA==',
      `http://example.com/x.png`,
      `${'x'.repeat(300)},YWJj`,
    ];
    for (const value of bad) {
      expect(
        failure(() => decodeDataUrl(value, 100, 'newImage')),
        value,
      ).toEqual({
        status: 400,
        fields: ['newImage'],
      });
    }
  });
});
