import { describe, expect, it } from 'vitest';
import {
  ebml,
  ftyp,
  mp4,
  pdf,
  plainGif,
  plainJpeg,
  plainWebp,
  pngWithGps,
  svg,
  text,
  videoHead,
} from '../../../test/upload-fixtures.ts';
import { isPdf, looksLikeSvg, sniffImage, sniffVideo } from './sniff.ts';

describe('sniffImage', () => {
  it('tells JPEG, PNG, WebP and GIF by their first bytes', async () => {
    expect(sniffImage(await plainJpeg())).toBe('jpeg');
    expect(sniffImage(await pngWithGps())).toBe('png');
    expect(sniffImage(await plainWebp())).toBe('webp');
    expect(sniffImage(await plainGif())).toBe('gif');
  });

  it('knows nothing else: SVG, text, PDF, video, empty and truncated heads', () => {
    for (const bytes of [svg, text, pdf(), mp4(), Buffer.alloc(0), Buffer.from([0xff, 0xd8])]) {
      expect(sniffImage(bytes)).toBeNull();
    }
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});

describe('looksLikeSvg', () => {
  it('spots SVG with or without an XML prolog, BOM or leading space', () => {
    expect(looksLikeSvg(svg)).toBe(true);
    expect(looksLikeSvg(Buffer.from('\ufeff  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      true,
    );
    expect(looksLikeSvg(Buffer.from('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"><svg>'))).toBe(
      true,
    );
    expect(looksLikeSvg(text)).toBe(false);
    expect(looksLikeSvg(Buffer.from('<html><body></body></html>'))).toBe(false);
  });
});

describe('isPdf', () => {
  it('needs %PDF- at the very start', () => {
    expect(isPdf(pdf())).toBe(true);
    expect(isPdf(Buffer.from(' %PDF-1.4'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF'))).toBe(false);
    expect(isPdf(text)).toBe(false);
  });
});

describe('sniffVideo', () => {
  it('tells MP4 and QuickTime by the ftyp box at offset 4', () => {
    expect(sniffVideo(mp4())).toBe('mp4');
    for (const brand of ['mp42', 'M4V ', 'iso5', 'avc1', 'dash']) {
      expect(sniffVideo(videoHead(brand, []))).toBe('mp4');
    }
    expect(sniffVideo(videoHead('qt  ', ['qt  ']))).toBe('mov');
    // An unknown major brand that lists an MP4 brand is an MP4 still.
    expect(sniffVideo(videoHead('XAVC', ['XAVC', 'mp42', 'iso2']))).toBe('mp4');
  });

  it('refuses still images and audio in the same box format, and unknown brands', () => {
    expect(sniffVideo(ftyp('heic', ['mif1', 'heic']))).toBeNull();
    expect(sniffVideo(ftyp('avif', ['avif', 'mif1', 'miaf']))).toBeNull();
    expect(sniffVideo(ftyp('avis', ['avis', 'msf1', 'iso8', 'mp41']))).toBeNull();
    expect(sniffVideo(ftyp('M4A ', ['M4A ', 'mp42', 'isom']))).toBeNull();
    expect(sniffVideo(ftyp('abcd', ['efgh']))).toBeNull();
  });

  it('needs a sane ftyp box exactly at offset 4', () => {
    const shifted = Buffer.concat([Buffer.from([0]), mp4()]);
    expect(sniffVideo(shifted)).toBeNull();
    const huge = mp4();
    huge.writeUInt32BE(0xffffffff, 0);
    expect(sniffVideo(huge)).toBeNull();
    expect(sniffVideo(Buffer.from('\0\0\0\x18ftyp'))).toBeNull();
  });

  it('tells WebM by its EBML header and DocType, refusing other Matroska files', () => {
    expect(sniffVideo(ebml('webm'))).toBe('webm');
    expect(sniffVideo(ebml('matroska'))).toBeNull();
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBeNull();
  });

  it('knows nothing else', async () => {
    for (const bytes of [pdf(), text, svg, await plainJpeg(), Buffer.alloc(0)]) {
      expect(sniffVideo(bytes)).toBeNull();
    }
  });
});
