import { allowedEmbedSrc } from '@carta/domain/embeds';
import { describe, expect, it } from 'vitest';
import { sanitizeEmbed, sanitizeRichText } from './html.ts';

const INSTAGRAM_BLOCKQUOTE =
  '<blockquote class="instagram-media" data-instgrm-captioned ' +
  'data-instgrm-permalink="https://www.instagram.com/p/C0dEmO/?utm_source=ig_embed" ' +
  'data-instgrm-version="14" style="background:#FFF; border:0; margin: 1px;">' +
  '<div style="padding:16px;"><a href="https://www.instagram.com/p/C0dEmO/" target="_blank">' +
  '<svg width="50px" viewBox="0 0 60 60"><g><path d="M556"></path></g></svg>' +
  '<div>Ver esta publicación en Instagram</div></a>' +
  '<p style="color:#c9c8cd;"><a href="https://www.instagram.com/p/C0dEmO/" target="_blank">' +
  'Una publicación compartida por Hotel Demo</a></p></div></blockquote>\n' +
  '<script async src="//www.instagram.com/embed.js"></script>';

describe('sanitizeEmbed', () => {
  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://player.vimeo.com/video/76979871'],
    ['https://www.instagram.com/p/C0dEmO/embed'],
    ['https://www.google.com/maps/embed?pb=!1m18'],
    ['https://www.openstreetmap.org/export/embed.html?bbox=-15.5,28.0,-15.3,28.2'],
  ])('keeps an iframe from %s with its allowed attributes', (src) => {
    const html = `<iframe src="${src}" width="560" height="315" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen title="Vídeo" loading="lazy"></iframe>`;
    const out = sanitizeEmbed(html);
    expect(out).toContain('<iframe');
    expect(out).toContain(`src="${src.replaceAll('&', '&amp;')}"`);
    for (const attr of [
      'width="560"',
      'height="315"',
      'frameborder="0"',
      'allowfullscreen',
      'title="Vídeo"',
      'loading="lazy"',
    ]) {
      expect(out).toContain(attr);
    }
  });

  it('drops every permission grant but media ones from an iframe', () => {
    const out = sanitizeEmbed(
      '<iframe src="https://www.youtube.com/embed/x" allow="camera; microphone; geolocation; fullscreen; encrypted-media"></iframe>',
    );
    expect(out).toContain('allow="fullscreen; encrypted-media"');
    expect(out).not.toMatch(/camera|microphone|geolocation/);
    const none = sanitizeEmbed(
      '<iframe src="https://www.youtube.com/embed/x" allow="camera; microphone"></iframe>',
    );
    expect(none).not.toContain('allow=');
  });

  it("keeps Instagram's blockquote with its links and paragraphs, drops embed.js, styles and svg", () => {
    const out = sanitizeEmbed(INSTAGRAM_BLOCKQUOTE);
    expect(out).toBe(
      '<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-version="14" ' +
        'data-instgrm-permalink="https://www.instagram.com/p/C0dEmO/?utm_source=ig_embed">' +
        '<a href="https://www.instagram.com/p/C0dEmO/" target="_blank" rel="noopener noreferrer">' +
        'Ver esta publicación en Instagram</a>' +
        '<p><a href="https://www.instagram.com/p/C0dEmO/" target="_blank" rel="noopener noreferrer">' +
        'Una publicación compartida por Hotel Demo</a></p></blockquote>',
    );
  });

  it.each([
    ['a script', '<script>alert(1)</script>', ''],
    [
      'a script beside an allowed iframe',
      '<iframe src="https://www.youtube.com/embed/x"></iframe><script src="https://evil.example/x.js"></script>',
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
    ],
    ['an onerror handler', '<img src=x onerror="alert(1)">', ''],
    [
      'an onload handler on an allowed iframe',
      '<iframe src="https://player.vimeo.com/video/1" onload="alert(1)"></iframe>',
      '<iframe src="https://player.vimeo.com/video/1"></iframe>',
    ],
    ['a javascript: iframe', '<iframe src="javascript:alert(1)"></iframe>', ''],
    ['a JavaScript: iframe with entities', '<iframe src="jav&#x09;ascript:alert(1)"></iframe>', ''],
    ['an iframe to an unknown host', '<iframe src="https://evil.example/embed"></iframe>', ''],
    [
      'an iframe to a look-alike host',
      '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
      '',
    ],
    [
      'an iframe with credentials',
      '<iframe src="https://www.youtube.com@evil.example/x"></iframe>',
      '',
    ],
    ['an http iframe', '<iframe src="http://www.youtube.com/embed/x"></iframe>', ''],
    ['an iframe with a port', '<iframe src="https://www.youtube.com:8443/embed/x"></iframe>', ''],
    ['google outside /maps', '<iframe src="https://www.google.com/search?q=x"></iframe>', ''],
    [
      'google leaving /maps by ..',
      '<iframe src="https://www.google.com/maps/../search"></iframe>',
      '',
    ],
    ['an iframe without src', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    [
      'srcdoc beside an allowed src',
      '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>alert(1)</script>"></iframe>',
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
    ],
    [
      'a data: iframe',
      '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>',
      '',
    ],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    [
      'a data: link',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    ['an object', '<object data="https://evil.example/x.swf"></object>', ''],
    ['an svg with script', '<svg onload="alert(1)"><script>alert(1)</script></svg>', ''],
    ['a style tag', '<style>body{display:none}</style>', ''],
    ['another blockquote', '<blockquote class="twitter-tweet">x</blockquote>', ''],
    [
      'a foreign permalink',
      '<blockquote class="instagram-media" data-instgrm-permalink="https://evil.example/"></blockquote>',
      '<blockquote class="instagram-media"></blockquote>',
    ],
  ])('%s is removed', (_label, html, expected) => {
    expect(sanitizeEmbed(html)).toBe(expected);
  });

  it('a protocol-relative embed is read as https', () => {
    expect(sanitizeEmbed('<iframe src="//www.youtube.com/embed/x"></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
    );
  });

  it('empty stays empty', () => {
    expect(sanitizeEmbed('')).toBe('');
  });

  it('allowedEmbedSrc answers the normalised URL or null', () => {
    expect(allowedEmbedSrc('https://www.google.com/maps')).toBe('https://www.google.com/maps');
    expect(allowedEmbedSrc('https://www.google.com/mapsevil')).toBeNull();
    expect(allowedEmbedSrc(undefined)).toBeNull();
    expect(allowedEmbedSrc('not a url')).toBeNull();
  });
});

describe('sanitizeRichText', () => {
  it('still refuses iframes, even allow-listed ones (embeds are their own fields)', () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toBe('');
  });
});
