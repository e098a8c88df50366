import { allowedEmbedSrc } from '@carta/domain/embeds';
import { describe, expect, it } from 'vitest';
import { sanitizeEmbed } from './sanitizeEmbed.ts';
import { unsafeNodes, XSS_EMBEDS } from './xssPayloads.ts';

const html = (fragment: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(fragment);
  return box;
};

const INSTAGRAM_EMBED =
  '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C1/?utm_source=ig_embed" ' +
  'data-instgrm-version="14" style="background:#FFF; border:0;"><div style="padding:16px;">' +
  '<a href="https://www.instagram.com/p/C1/?utm_source=ig_embed" style="color:#c9c8cd" target="_blank">' +
  '<div>View this post on Instagram</div></a><p style="margin:8px 0 0 0;">' +
  '<a href="https://www.instagram.com/p/C1/" target="_blank">A post shared by Hotel Demo</a></p></div>' +
  '</blockquote> <script async src="//www.instagram.com/embed.js"></script>';

describe('sanitizeEmbed: the preview keeps what the server keeps', () => {
  it.each(XSS_EMBEDS)('never lets %s through', (payload) => {
    const { fragment } = sanitizeEmbed(payload);
    expect(unsafeNodes(html(fragment))).toEqual([]);
  });

  it("keeps Instagram's blockquote with its permalink and links, without script or styles", () => {
    const { fragment, empty, droppedFrames } = sanitizeEmbed(INSTAGRAM_EMBED);
    const box = html(fragment);
    const quote = box.querySelector('blockquote');
    expect(quote).toHaveClass('instagram-media');
    expect(quote).toHaveAttribute(
      'data-instgrm-permalink',
      'https://www.instagram.com/p/C1/?utm_source=ig_embed',
    );
    expect(quote).not.toHaveAttribute('style');
    expect(box.querySelector('script, div, [style]')).toBeNull();
    expect(box).toHaveTextContent('A post shared by Hotel Demo');
    for (const link of box.querySelectorAll('a')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(empty).toBe(false);
    expect(droppedFrames).toBe(0);
  });

  it('keeps an allow-listed iframe, normalising a protocol-relative src to https, in a sandbox', () => {
    const { fragment } = sanitizeEmbed(
      '<iframe src="//www.instagram.com/p/C1/embed" width="400" height="480" frameborder="0" allowtransparency="true" style="x"></iframe>',
    );
    const frame = html(fragment).querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.instagram.com/p/C1/embed');
    expect(frame).toHaveAttribute('width', '400');
    expect(frame).not.toHaveAttribute('style');
    expect(frame).not.toHaveAttribute('allowtransparency');
    expect(frame?.getAttribute('sandbox')).not.toMatch(/allow-top-navigation|allow-forms/);
  });

  it('keeps only media permission grants on an iframe, as the server does', () => {
    const { fragment } = sanitizeEmbed(
      '<iframe src="https://www.youtube.com/embed/x" allow="camera; microphone; geolocation; fullscreen"></iframe>',
    );
    expect(html(fragment).querySelector('iframe')?.getAttribute('allow')).toBe('fullscreen');
    const { fragment: none } = sanitizeEmbed(
      '<iframe src="https://www.youtube.com/embed/x" allow="camera"></iframe>',
    );
    expect(html(none).querySelector('iframe')?.hasAttribute('allow')).toBe(false);
  });

  it('drops a blockquote that is not Instagram’s with its content, and counts foreign iframes', () => {
    const result = sanitizeEmbed(
      '<blockquote class="twitter-tweet"><p>tweet</p></blockquote><iframe src="https://evil.example.com"></iframe>',
    );
    const box = html(result.fragment);
    expect(box.querySelector('blockquote, iframe')).toBeNull();
    expect(box).not.toHaveTextContent('tweet');
    expect(result.droppedFrames).toBe(1);
    expect(result.empty).toBe(true);
  });

  it('allowedEmbedSrc follows the server: https, allow-listed host and path, no port or user', () => {
    expect(allowedEmbedSrc('https://www.google.com/maps/embed?pb=1')).toBe(
      'https://www.google.com/maps/embed?pb=1',
    );
    expect(allowedEmbedSrc('https://www.google.com/maps/../search')).toBeNull();
    expect(allowedEmbedSrc('http://www.instagram.com/p/x')).toBeNull();
    expect(allowedEmbedSrc('https://www.instagram.com:444/p/x')).toBeNull();
    expect(allowedEmbedSrc('https://user@www.instagram.com/p/x')).toBeNull();
    expect(allowedEmbedSrc('https://player.vimeo.com/video/1')).toBe(
      'https://player.vimeo.com/video/1',
    );
  });
});
