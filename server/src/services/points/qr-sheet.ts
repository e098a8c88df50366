import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { isLightColor, normalizeHex } from '@carta/domain/color';
import { qrDarkRuns } from '@carta/domain/qr-runs';
import type * as PdfLib from 'pdf-lib';
import type { PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import type QRCodes from 'qrcode';
import { onFirstUse } from '../../on-first-use.ts';
import { scanLines } from './qr-sheet-texts.ts';

// Printing QR sheets is rare: the PDF writer and the QR encoder load with the first sheet.
const pdf = onFirstUse<typeof PdfLib>('pdf-lib');
const qrcode = onFirstUse<typeof QRCodes>('qrcode');

/** One code to print: the point's name (already in the venue's language) and the URL it opens. */
export type SheetCode = { readonly name: string; readonly url: string };

export type SheetVenue = {
  readonly name: string;
  readonly languages: readonly string[];
  /** The enterprise colour, a hex string; a neutral grey when missing or unreadable. */
  readonly color: string | null;
  /** The venue's logo as PNG bytes, or null to print the venue's name instead. */
  readonly logoPng: Uint8Array | null;
};

/** A4 in PDF points (pdf-lib's PageSizes.A4), known without loading it. */
const [PAGE_W, PAGE_H] = [595.28, 841.89];
/** 2 × 3 codes a page: each code 5 cm wide, read from a table at arm's length. */
export const COLUMNS = 2;
export const ROWS = 3;
export const PER_PAGE = COLUMNS * ROWS;
/** Room around the grid for the cut marks (1 cm). */
const MARGIN = 28;
const CELL_W = (PAGE_W - 2 * MARGIN) / COLUMNS;
const CELL_H = (PAGE_H - 2 * MARGIN) / ROWS;
const PAD = 12;
const BAND_H = 34;
const NAME_SIZE = 15;
/** The code with its 4-module quiet zone: 142 pt ≈ 5 cm. */
const QR_BOX = 142;
const LINE_SIZE = 8.5;
const NEUTRAL = '#37474f';

/** Where each code goes: page index, and the lower-left corner of its cell. */
export const cellOf = (index: number) => {
  const page = Math.floor(index / PER_PAGE);
  const slot = index % PER_PAGE;
  const col = slot % COLUMNS;
  const row = Math.floor(slot / COLUMNS);
  return { page, x: MARGIN + col * CELL_W, y: PAGE_H - MARGIN - (row + 1) * CELL_H };
};

export const pageCount = (codes: number) => Math.max(1, Math.ceil(codes / PER_PAGE));

const colorOf = (hex: string) => {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return pdf().rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/**
 * The standard fonts encode WinAnsi (Latin-1 and a few more) only: a character outside it (an emoji,
 * Cyrillic) is left out rather than failing the whole sheet.
 */
const charsets = new WeakMap<PDFFont, ReadonlySet<number>>();
const printable = (font: PDFFont, text: string) => {
  const known = charsets.get(font) ?? new Set(font.getCharacterSet());
  charsets.set(font, known);
  return [...text.replace(/\s+/g, ' ')]
    .filter((c) => known.has(c.codePointAt(0) ?? -1))
    .join('')
    .trim();
};

/** `text` shortened with an ellipsis until it fits `width` at `size`. */
const fitted = (font: PDFFont, text: string, size: number, width: number) => {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
};

const centred = (
  page: PDFPage,
  font: PDFFont,
  text: string,
  size: number,
  y: number,
  cell: { x: number; w: number },
  color = pdf().rgb(0, 0, 0),
) => {
  const line = fitted(font, text, size, cell.w - 2 * PAD);
  const x = cell.x + (cell.w - font.widthOfTextAtSize(line, size)) / 2;
  page.drawText(line, { x, y, size, font, color });
};

/**
 * The dark modules as filled rectangles in module units (one per horizontal run), row 0 at the top,
 * inside a marked-content section `/QR`: vector squares stay sharp at any printer's resolution.
 */
const drawCode = (page: PDFPage, url: string, x: number, y: number) => {
  const { modules } = qrcode().create(url, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const unit = QR_BOX / (n + 8);
  const ops = [
    pdf().beginMarkedContent('QR'),
    pdf().pushGraphicsState(),
    // Module units with y down: the top-left module is (0, 0), inside the quiet zone.
    pdf().concatTransformationMatrix(unit, 0, 0, -unit, x + 4 * unit, y + QR_BOX - 4 * unit),
    pdf().setFillingRgbColor(0, 0, 0),
  ];
  for (const run of qrDarkRuns(modules)) ops.push(pdf().rectangle(run.col, run.row, run.length, 1));
  ops.push(pdf().fill(), pdf().popGraphicsState(), pdf().endMarkedContent());
  page.pushOperators(...ops);
};

/** Short marks in the margin along every cut line, and small crosses where inner lines meet. */
const drawCutMarks = (page: PDFPage) => {
  const mark = { thickness: 0.5, color: pdf().rgb(0.45, 0.45, 0.45) };
  const top = PAGE_H - MARGIN;
  for (let c = 0; c <= COLUMNS; c++) {
    const x = MARGIN + c * CELL_W;
    page.drawLine({ start: { x, y: top + 4 }, end: { x, y: top + 20 }, ...mark });
    page.drawLine({ start: { x, y: MARGIN - 4 }, end: { x, y: MARGIN - 20 }, ...mark });
  }
  for (let r = 0; r <= ROWS; r++) {
    const y = MARGIN + r * CELL_H;
    page.drawLine({ start: { x: MARGIN - 4, y }, end: { x: MARGIN - 20, y }, ...mark });
    const right = PAGE_W - MARGIN;
    page.drawLine({ start: { x: right + 4, y }, end: { x: right + 20, y }, ...mark });
  }
  for (let c = 1; c < COLUMNS; c++) {
    for (let r = 1; r < ROWS; r++) {
      const x = MARGIN + c * CELL_W;
      const y = MARGIN + r * CELL_H;
      page.drawLine({ start: { x: x - 6, y }, end: { x: x + 6, y }, ...mark });
      page.drawLine({ start: { x, y: y - 6 }, end: { x, y: y + 6 }, ...mark });
    }
  }
};

type Look = {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly brand: string;
  readonly logo: PDFImage | null;
  readonly venueName: string;
  readonly lines: readonly string[];
};

/** The venue's band: its colour, with its logo (or its name) centred. */
const drawBand = (page: PDFPage, look: Look, cell: { x: number; y: number; w: number }) => {
  const band = { x: cell.x + PAD, y: cell.y - BAND_H, w: cell.w - 2 * PAD };
  page.drawRectangle({
    x: band.x,
    y: band.y,
    width: band.w,
    height: BAND_H,
    color: colorOf(look.brand),
  });
  if (look.logo) {
    const scaled = look.logo.scaleToFit(band.w - 16, BAND_H - 8);
    page.drawImage(look.logo, {
      x: band.x + (band.w - scaled.width) / 2,
      y: band.y + (BAND_H - scaled.height) / 2,
      width: scaled.width,
      height: scaled.height,
    });
    return;
  }
  const ink = isLightColor(look.brand) ? pdf().rgb(0, 0, 0) : pdf().rgb(1, 1, 1);
  centred(page, look.bold, look.venueName, 13, band.y + 12, { x: cell.x, w: cell.w }, ink);
};

const drawCell = (page: PDFPage, look: Look, code: SheetCode, x: number, y: number) => {
  const top = y + CELL_H - PAD;
  const cell = { x, w: CELL_W };
  drawBand(page, look, { x, y: top, w: CELL_W });
  const nameY = top - BAND_H - 8 - NAME_SIZE;
  centred(page, look.bold, printable(look.bold, code.name), NAME_SIZE, nameY, cell);
  const qrY = nameY - 4 - QR_BOX;
  drawCode(page, code.url, x + (CELL_W - QR_BOX) / 2, qrY);
  look.lines.forEach((text, i) => {
    centred(page, look.regular, text, LINE_SIZE, qrY - (i + 1) * (LINE_SIZE + 2.5), cell);
  });
};

/**
 * Printable QR sheets (behaviour.md#ordering): A4 pages of 2 × 3 cards with cut marks, each card the venue's
 * band, the point's name, its code and "scan to see the menu and order" in the venue's languages.
 */
export const renderQrSheet = async (
  venue: SheetVenue,
  codes: readonly SheetCode[],
): Promise<Uint8Array> => {
  const doc = await pdf().PDFDocument.create();
  doc.setTitle(`${venue.name} — QR`);
  doc.setCreator('Carta');
  const regular = await doc.embedFont(pdf().StandardFonts.Helvetica);
  const bold = await doc.embedFont(pdf().StandardFonts.HelveticaBold);
  const look: Look = {
    regular,
    bold,
    brand: normalizeHex(venue.color ?? '')?.slice(0, 7) ?? NEUTRAL,
    logo: venue.logoPng ? await doc.embedPng(venue.logoPng) : null,
    venueName: printable(bold, venue.name),
    lines: scanLines(venue.languages).map((line) => printable(regular, line)),
  };
  const pages: PDFPage[] = [];
  for (let p = 0; p < pageCount(codes.length); p++) {
    const page = doc.addPage(pdf().PageSizes.A4);
    drawCutMarks(page);
    pages.push(page);
  }
  for (const [i, code] of codes.entries()) {
    const { page, x, y } = cellOf(i);
    drawCell(pages[page] as PDFPage, look, code, x, y);
    // 500 codes take seconds of CPU: other requests are served between pages.
    if (i % PER_PAGE === PER_PAGE - 1) await yieldToOthers();
  }
  return doc.save({ useObjectStreams: false, objectsPerTick: 20 });
};
