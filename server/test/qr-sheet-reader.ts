import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

/**
 * Reads a QR sheet back the way a checker without our drawing code would: each page's content
 * stream inflated, the rectangles of every `/QR` marked-content section turned back into the module
 * grid, drawn as a bitmap with a quiet zone, and handed to an independent decoder (jsQR).
 */
const PX = 4;
const QUIET = 4;

const contentOf = (doc: PDFDocument, pageIndex: number): string => {
  const page = doc.getPage(pageIndex);
  const contents = page.node.Contents();
  const refs: PDFRawStream[] = [];
  const push = (obj: unknown) => {
    const stream = obj instanceof PDFRawStream ? obj : doc.context.lookup(obj as PDFRef);
    if (stream instanceof PDFRawStream) refs.push(stream);
  };
  if (contents instanceof PDFArray) for (const item of contents.asArray()) push(item);
  else push(contents);
  return refs
    .map((s) => {
      const filter = s.dict.get(PDFName.of('Filter'));
      const bytes = Buffer.from(s.contents);
      return (filter === PDFName.of('FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    })
    .join('\n');
};

/** The grid of one code: dark cells from `x y w h re` in module units. */
const decodeSection = (section: string): string | null => {
  const cells: [number, number, number][] = [];
  for (const m of section.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)) {
    cells.push([Number(m[1]), Number(m[2]), Number(m[3])]);
  }
  const size = Math.max(...cells.map(([x, y, w]) => Math.max(x + w, y + 1)));
  const side = (size + 2 * QUIET) * PX;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, row, w] of cells) {
    for (let col = x; col < x + w; col++) {
      for (let dy = 0; dy < PX; dy++) {
        for (let dx = 0; dx < PX; dx++) {
          const px = ((row + QUIET) * PX + dy) * side + (col + QUIET) * PX + dx;
          rgba.fill(0, px * 4, px * 4 + 3);
        }
      }
    }
  }
  return jsQR(rgba, side, side)?.data ?? null;
};

/** The strings a page shows, in drawing order (pdf-lib writes them as hex strings). */
const textsOf = (content: string): string[] =>
  [...content.matchAll(/<([0-9A-Fa-f]*)> Tj|\(((?:[^()\\]|\\.)*)\) Tj/g)].map((m) =>
    m[1] !== undefined ? Buffer.from(m[1], 'hex').toString('latin1') : (m[2] ?? ''),
  );

/** The page count and, per page in drawing order, what each QR code on it decodes to. */
export const readQrSheet = async (pdf: Uint8Array) => {
  const doc = await PDFDocument.load(pdf);
  const pages = doc.getPages().map((_, i) => {
    const content = contentOf(doc, i);
    const sections = [...content.matchAll(/\/QR BMC([\s\S]*?)EMC/g)].map((m) => m[1] ?? '');
    return { codes: sections.map(decodeSection), texts: textsOf(content), content };
  });
  return {
    pageCount: doc.getPageCount(),
    pages,
    size: doc.getPage(0).getSize(),
    images: doc.getPages().map((p) => p.node.Resources()?.lookup(PDFName.of('XObject'))),
  };
};
