// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isEmbeddableUrl, previewSrc } from './embedUrl.ts';

describe('isEmbeddableUrl: https only', () => {
  it("accepts '' (no page yet) and https addresses", () => {
    expect(isEmbeddableUrl('')).toBe(true);
    expect(isEmbeddableUrl('https://www.hotel.es/reservas?x=1')).toBe(true);
  });

  it('refuses http, other schemes, paths, spaces and hosts without a domain', () => {
    for (const bad of [
      'http://www.hotel.es',
      'HTTPS://www.hotel.es',
      'javascript:alert(1)',
      'data:text/html,<script>',
      '//www.hotel.es',
      '/uploads/x.html',
      'https://',
      'https://www.hotel .es',
      'https://localhost',
      'https://user:pw@www.hotel.es',
      'www.hotel.es',
      `https://a.es/${'x'.repeat(2048)}`,
    ])
      expect(isEmbeddableUrl(bad), bad).toBe(false);
  });
});

describe('previewSrc: only allow-listed hosts are previewed', () => {
  it('previews YouTube, Vimeo, Instagram, Google Maps and OpenStreetMap embeds', () => {
    expect(previewSrc('https://www.youtube.com/embed/abc')).toBe(
      'https://www.youtube.com/embed/abc',
    );
    expect(previewSrc('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1');
    expect(previewSrc('https://www.google.com/maps/embed?pb=1')).toBe(
      'https://www.google.com/maps/embed?pb=1',
    );
    expect(previewSrc('https://www.openstreetmap.org/export/embed.html')).not.toBeNull();
  });

  it('does not preview other hosts, look-alikes, ports or Google outside /maps', () => {
    for (const other of [
      '',
      'https://www.hotel.es/',
      'https://www.youtube.com.evil.es/embed/x',
      'https://evil.es/www.youtube.com/',
      'https://www.youtube.com:8443/embed/x',
      'https://www.google.com/search?q=x',
      'https://www.google.com/mapsx',
      'http://www.youtube.com/embed/x',
    ])
      expect(previewSrc(other), other).toBeNull();
  });
});
