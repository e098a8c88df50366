import { describe, expect, it } from 'vitest';
import {
  isEmbeddableUrl,
  isFileUrl,
  isHostOf,
  isHttpsUrl,
  isLinkUrl,
  isUploadPath,
  isVideoUrlFor,
  readWebUrl,
  urlWrapParts,
} from './urls.ts';

describe('readWebUrl reads an address as the browser will', () => {
  it('answers scheme, host, port and path in normal form', () => {
    expect(readWebUrl('https://Hotel.Example.COM:8443/a/../b?x#y')).toEqual({
      scheme: 'https',
      host: 'hotel.example.com',
      port: '8443',
      path: '/b',
      href: 'https://hotel.example.com:8443/b?x#y',
    });
  });

  it('drops the default port', () => {
    expect(readWebUrl('https://example.com:443/')).toMatchObject({ scheme: 'https', port: '' });
  });

  it('reads an international host name as its punycode', () => {
    expect(readWebUrl('https://bücher.example/')?.host).toBe('xn--bcher-kva.example');
  });

  it('reads a percent-encoded host as the host it names', () => {
    expect(readWebUrl('https://www.you%74ube.com/x')?.host).toBe('www.youtube.com');
  });

  it.each([
    ['user before the host', 'https://youtube.com@evil.com/'],
    ['user and password', 'https://a:b@example.com/'],
    ['protocol-relative', '//example.com/x'],
    ['scheme without //', 'https:example.com'],
    ['upper-case scheme', 'HTTPS://example.com/'],
    ['backslash', 'https:\\\\evil.com'],
    ['backslash in the path', 'https://example.com\\@evil.com'],
    ['tab inside', 'https://exa\tmple.com'],
    ['newline inside', 'https://example.com/\nx'],
    ['leading space', ' https://example.com'],
    ['NUL', 'https://example.com/\u0000'],
    ['C1 control', 'https://example.com/\u0085'],
    ['no-break space', 'https://example.com/\u00a0'],
    ['trailing dot', 'https://example.com./'],
    ['single label', 'https://localhost/'],
    ['IPv6 literal', 'https://[::1]/'],
    ['port out of range', 'https://example.com:70000/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,x'],
    ['ftp', 'ftp://example.com/'],
    ['empty host', 'https:///x'],
    ['too long', `https://e.com/${'a'.repeat(2035)}`],
  ])('refuses %s', (_why, text) => {
    expect(readWebUrl(text)).toBeNull();
  });
});

describe('isHttpsUrl: only https, plain http refused', () => {
  it('https yes, http no', () => {
    expect(isHttpsUrl('https://example.com')).toBe(true);
    expect(isHttpsUrl('http://example.com')).toBe(false);
  });
});

describe('isUploadPath: a path on this server, never another host', () => {
  it.each(['/uploads/1/a.png', '/'])('accepts %s', (text) => {
    expect(isUploadPath(text)).toBe(true);
  });
  it.each(['//evil.com/x', '/\\evil.com', 'uploads/a.png', '/a b', '/a\tb'])(
    'refuses %s',
    (text) => {
      expect(isUploadPath(text)).toBe(false);
    },
  );
});

describe('isFileUrl: images and files are uploaded or https', () => {
  it.each(['', '/uploads/1/a.webp', 'https://cdn.example.com/a.png'])('accepts %s', (text) => {
    expect(isFileUrl(text)).toBe(true);
  });
  it.each(['http://cdn.example.com/a.png', 'data:image/png;base64,AAAA', 'javascript:x'])(
    'refuses %s',
    (text) => {
      expect(isFileUrl(text)).toBe(false);
    },
  );
});

describe('isLinkUrl: links go anywhere over https, to mail or to a phone', () => {
  it.each([
    '',
    'https://example.com/x?y=1',
    '/uploads/1/menu.pdf',
    'mailto:reservas@hotel.es',
    'mailto:reservas@hotel.es?subject=Hola',
    'tel:+34 922 000 000',
    'TEL:922000000',
  ])('accepts %s', (text) => {
    expect(isLinkUrl(text)).toBe(true);
  });
  it.each([
    'http://example.com',
    'www.example.com',
    'javascript:alert(1)',
    'mailto:',
    'mailto:not-an-address',
    'tel:call-me',
    'sms:+34600000000',
  ])('refuses %s', (text) => {
    expect(isLinkUrl(text)).toBe(false);
  });
});

describe('isEmbeddableUrl: an embedded page is https on any host', () => {
  it('accepts a booking engine over https, refuses http and uploads', () => {
    expect(isEmbeddableUrl('')).toBe(true);
    expect(isEmbeddableUrl('https://booking.example.net/hotel?id=3')).toBe(true);
    expect(isEmbeddableUrl('http://booking.example.net/')).toBe(false);
    expect(isEmbeddableUrl('/uploads/1/page.html')).toBe(false);
  });
});

describe('isHostOf: the domain itself or a subdomain, never a look-alike', () => {
  it('matches on a label boundary', () => {
    expect(isHostOf('youtube.com', 'youtube.com')).toBe(true);
    expect(isHostOf('m.youtube.com', 'youtube.com')).toBe(true);
    expect(isHostOf('evilyoutube.com', 'youtube.com')).toBe(false);
    expect(isHostOf('youtube.com.evil.com', 'youtube.com')).toBe(false);
  });
});

describe('isVideoUrlFor: a service video only from its service, a file uploaded', () => {
  it.each([
    ['youtube', 'https://www.youtube.com/watch?v=x'],
    ['youtube', 'https://youtu.be/x'],
    ['youtube', 'https://WWW.YOUTUBE.COM/embed/x'],
    ['youtube', 'https://www.youtube-nocookie.com/embed/x'],
    ['vimeo', 'https://vimeo.com/1'],
    ['vimeo', 'https://player.vimeo.com/video/1'],
    ['file', '/uploads/1/v.mp4'],
    ['file', 'https://cdn.example.com/v.mp4'],
    ['youtube', ''],
  ] as const)('%s accepts %s', (type, text) => {
    expect(isVideoUrlFor(type, text)).toBe(true);
  });
  it.each([
    ['youtube', 'http://www.youtube.com/watch?v=x'],
    ['youtube', 'https://vimeo.com/1'],
    ['youtube', 'https://youtube.com@evil.com/watch?v=x'],
    ['youtube', 'https://youtube.com.evil.com/watch'],
    ['youtube', '/uploads/1/v.mp4'],
    ['vimeo', 'https://youtu.be/x'],
    ['vimeo', 'https://notvimeo.com/1'],
    ['file', 'http://cdn.example.com/v.mp4'],
    ['file', '//cdn.example.com/v.mp4'],
  ] as const)('%s refuses %s', (type, text) => {
    expect(isVideoUrlFor(type, text)).toBe(false);
  });
});

describe('urlWrapParts (where a long address may wrap)', () => {
  it('cuts after the scheme and before each separator, never inside a word', () => {
    expect(urlWrapParts('https://pms.example/hooks/orders?key=abc&v=2#top')).toEqual([
      'https://',
      'pms',
      '.example',
      '/hooks',
      '/orders',
      '?key',
      '=abc',
      '&v',
      '=2',
      '#top',
    ]);
  });

  it('gives back the address whole when joined, a bare word as it is', () => {
    const url = 'http://10.0.0.5:8080/api/v1//webhook.json';
    expect(urlWrapParts(url).join('')).toBe(url);
    expect(urlWrapParts('webhook')).toEqual(['webhook']);
    expect(urlWrapParts('')).toEqual([]);
  });
});
