import { describe, expect, it } from 'vitest';
import { plainTextOf } from './summary.ts';

describe('plainTextOf', () => {
  it('keeps the words of every paragraph and item, one space between them', () => {
    expect(
      plainTextOf('<p>Recepción <strong>24 h</strong>.</p><ul><li>Wifi</li><li>Spa</li></ul>'),
    ).toBe('Recepción 24 h. Wifi Spa');
  });

  it('answers an empty string for empty or whitespace-only HTML', () => {
    expect(plainTextOf('')).toBe('');
    expect(plainTextOf('<p><br></p>')).toBe('');
  });

  it('runs nothing and loads nothing from the stored HTML', () => {
    const html =
      '<img src=x onerror="window.__ran = true"><script>window.__ran = true</script>Hola';
    expect(plainTextOf(html)).toBe('Hola');
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
