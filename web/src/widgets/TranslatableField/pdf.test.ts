// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPdfFile } from './pdf.ts';

describe('behaviour.md#validation the PDF input accepts only .pdf', () => {
  it('accepts a .pdf file of PDF type, or of no declared type', () => {
    expect(isPdfFile({ name: 'carta.pdf', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'CARTA.PDF', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'carta.pdf', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'carta.pdf', type: 'application/x-pdf' })).toBe(true);
  });

  it('refuses other names and other declared types', () => {
    expect(isPdfFile({ name: 'notas.txt', type: 'text/plain' })).toBe(false);
    expect(isPdfFile({ name: 'carta.pdf.exe', type: 'application/octet-stream' })).toBe(false);
    expect(isPdfFile({ name: 'carta', type: 'application/pdf' })).toBe(false);
    expect(isPdfFile({ name: 'foto.pdf', type: 'image/png' })).toBe(false);
  });
});
