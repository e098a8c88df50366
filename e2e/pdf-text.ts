import { inflateSync } from 'node:zlib';

/**
 * The strings a PDF of the standard fonts shows, read the way a checker without our drawing code
 * would: every stream inflated, each `<hex> Tj` decoded as WinAnsi (Latin-1, with the euro at 0x80),
 * runs of spaces made one.
 */
export const pdfText = (pdf: Uint8Array): string => {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = m[1] ?? '';
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      texts.push(
        Buffer.from(t[1] ?? '', 'hex')
          .toString('latin1')
          .replace(/\x80/g, '€'),
      );
  }
  return texts.join('\n').replace(/\s+/g, ' ');
};
