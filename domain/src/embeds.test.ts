import { describe, expect, it } from 'vitest';
import { allowedEmbedSrc, iframeSandboxFor, isInstagramPermalink } from './embeds.ts';

describe('allowedEmbedSrc: https on an allow-listed host and path, in normal form', () => {
  it('keeps allow-listed players and maps', () => {
    expect(allowedEmbedSrc('https://www.youtube.com/embed/x')).toBe(
      'https://www.youtube.com/embed/x',
    );
    expect(allowedEmbedSrc('https://player.vimeo.com/video/1')).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(allowedEmbedSrc('https://www.google.com/maps/embed?pb=1')).toBe(
      'https://www.google.com/maps/embed?pb=1',
    );
  });

  it("reads '//host/…' as https, as a browser does here", () => {
    expect(allowedEmbedSrc('//www.youtube.com/embed/x')).toBe('https://www.youtube.com/embed/x');
  });

  it('reads an upper-case host as the browser does', () => {
    expect(allowedEmbedSrc('https://WWW.YOUTUBE.COM/embed/x')).toBe(
      'https://www.youtube.com/embed/x',
    );
  });

  it.each([
    ['none', undefined],
    ['plain http', 'http://www.instagram.com/p/x'],
    ['a port', 'https://www.instagram.com:444/p/x'],
    ['a user before the host', 'https://www.youtube.com@evil.com/embed/x'],
    ['a user on the host', 'https://user@www.instagram.com/p/x'],
    ['a path climbing out of /maps', 'https://www.google.com/maps/../search'],
    ['an encoded climb', 'https://www.google.com/maps/%2e%2e/search'],
    ['a look-alike path', 'https://www.google.com/mapsevil'],
    ['a trailing dot', 'https://www.youtube.com./embed/x'],
    ['a tab inside', 'https://www.you\ttube.com/embed/x'],
    ['another host', 'https://evil.example/embed'],
    ['not an address', 'not a url'],
  ])('drops %s', (_why, src) => {
    expect(allowedEmbedSrc(src)).toBeNull();
  });
});

describe('isInstagramPermalink', () => {
  it('only https://www.instagram.com/…', () => {
    expect(isInstagramPermalink('https://www.instagram.com/p/x/')).toBe(true);
    expect(isInstagramPermalink('https://www.instagram.com.evil.com/p/x/')).toBe(false);
    expect(isInstagramPermalink('javascript:alert(1)')).toBe(false);
  });
});

describe('iframeSandboxFor: never scripts with the same origin outside the allow-list', () => {
  const tokens = (url: string) => iframeSandboxFor(url)?.split(' ') ?? [];

  it('an allow-listed player keeps its own origin and scripts', () => {
    expect(tokens('https://www.youtube.com/embed/x')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin']),
    );
  });

  it.each([
    'https://booking.example.net/hotel',
    'https://www.youtube.com:444/embed/x',
    'https://www.google.com/search',
    'https://www.youtube.com.evil.com/embed/x',
  ])('%s runs scripts and forms in an opaque origin', (url) => {
    expect(tokens(url)).toEqual(expect.arrayContaining(['allow-scripts', 'allow-forms']));
    expect(tokens(url)).not.toContain('allow-same-origin');
  });

  it.each(['http://booking.example.net/', 'javascript:alert(1)', '//booking.example.net/', ''])(
    '%s is not framed at all',
    (url) => {
      expect(iframeSandboxFor(url)).toBeNull();
    },
  );

  it('never grants top navigation', () => {
    for (const url of ['https://www.youtube.com/embed/x', 'https://booking.example.net/']) {
      expect(iframeSandboxFor(url)).not.toMatch(/top-navigation/);
    }
  });
});
