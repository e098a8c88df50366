import type * as PdfLib from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { onFirstUse } from '../../on-first-use.ts';
import { type Receipt, type ReceiptRow, receiptRows } from './receipt.ts';
import { receiptTexts } from './receipt-texts.ts';

// Receipts are asked for now and then: the PDF writer loads with the first one.
const pdf = onFirstUse<typeof PdfLib>('pdf-lib');

/** A5 portrait in PDF points: a receipt that prints on any office or hotel printer. */
const [PAGE_W, PAGE_H] = [419.53, 595.28];
const MARGIN = 36;
const SIZE = 10;
const LEAD = 15;

/**
 * The standard fonts encode WinAnsi (Latin-1 and a few more) only: a character outside it is left
 * out rather than failing the receipt; spaces of any kind (the narrow no-break space of French
 * amounts) print as one space.
 */
const printable = (font: PDFFont, text: string) => {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')]
    .filter((c) => known.has(c.codePointAt(0) ?? -1))
    .join('')
    .trim();
};

/** `text` shortened with an ellipsis until it fits `width`. */
const fitted = (font: PDFFont, text: string, size: number, width: number) => {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
};

type Pen = { page: PDFPage; y: number };

/**
 * The receipt of one payment as a PDF (behaviour.md#payments): the venue, the order, the time on
 * the venue's clock, the lines, the money with the tip apart, the taxes as included and the
 * payment's reference. Pages are added as the lines need them.
 */
export const renderReceiptPdf = async (r: Receipt): Promise<Uint8Array> => {
  const lib = pdf();
  const doc = await lib.PDFDocument.create();
  const t = receiptTexts(r.Language);
  doc.setTitle(`${t.receipt} ${r.Venue} ${r.Reference}`);
  doc.setCreator('Carta');
  doc.setLanguage(r.Language);
  const regular = await doc.embedFont(lib.StandardFonts.Helvetica);
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  const grey = lib.rgb(0.35, 0.35, 0.35);
  const rows = receiptRows(r);
  const width = PAGE_W - 2 * MARGIN;
  const pen: Pen = { page: doc.addPage([PAGE_W, PAGE_H]), y: PAGE_H - MARGIN };

  const room = (needed: number) => {
    if (pen.y - needed >= MARGIN) return;
    pen.page = doc.addPage([PAGE_W, PAGE_H]);
    pen.y = PAGE_H - MARGIN;
  };
  const text = (line: string, font = regular, size = SIZE, color = lib.rgb(0, 0, 0)) => {
    room(LEAD);
    pen.y -= size + 4;
    const shown = fitted(font, printable(font, line), size, width);
    pen.page.drawText(shown, { x: MARGIN, y: pen.y, size, font, color });
  };
  const row = ({ label, value, strong }: ReceiptRow) => {
    room(LEAD);
    pen.y -= LEAD;
    const font = strong ? bold : regular;
    const shownValue = printable(font, value);
    const valueW = font.widthOfTextAtSize(shownValue, SIZE);
    const shownLabel = fitted(font, printable(font, label), SIZE, width - valueW - 12);
    pen.page.drawText(shownLabel, { x: MARGIN, y: pen.y, size: SIZE, font });
    pen.page.drawText(shownValue, { x: PAGE_W - MARGIN - valueW, y: pen.y, size: SIZE, font });
  };
  const rule = () => {
    room(10);
    pen.y -= 8;
    pen.page.drawLine({
      start: { x: MARGIN, y: pen.y },
      end: { x: PAGE_W - MARGIN, y: pen.y },
      thickness: 0.5,
      color: grey,
    });
  };

  text(rows.head.title, bold, 15);
  pen.y -= 4;
  text(rows.head.order, regular, SIZE, grey);
  text(rows.head.date, regular, SIZE, grey);
  rule();
  for (const line of rows.lines) row(line);
  if (rows.cover) {
    pen.y -= 4;
    text(rows.cover, regular, SIZE, grey);
  }
  rule();
  for (const total of rows.totals) row(total);
  rule();
  pen.y -= 4;
  text(rows.taxes, regular, 9, grey);
  for (const line of rows.foot) row(line);
  return doc.save({ useObjectStreams: false });
};
