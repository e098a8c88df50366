import { describe, expect, it } from 'vitest';
import { call, databases, HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';

/**
 * behaviour.md#limits: every URL field follows its rule (domain/src/urls.ts) on the server. Embedded
 * addresses are https, a YouTube or Vimeo video comes from that service, links are https, mailto:
 * or tel:; a refused address answers 400 naming the field and stores nothing.
 */
type Case = readonly [label: string, fields: Record<string, unknown>, path: string];

const refused: readonly Case[] = [
  ['an http iframe', { Type: 5, IframeURL: 'http://booking.example.net/' }, 'IframeURL'],
  ['a protocol-relative iframe', { Type: 5, IframeURL: '//booking.example.net/' }, 'IframeURL'],
  [
    'an iframe with a user before the host',
    { Type: 5, IframeURL: 'https://www.youtube.com@evil.example/' },
    'IframeURL',
  ],
  [
    'an http YouTube video',
    { Type: 8, TypeVideo: 'youtube', VideoURL: 'http://www.youtube.com/watch?v=x' },
    'VideoURL',
  ],
  [
    'a YouTube video from another host',
    { Type: 8, TypeVideo: 'youtube', VideoURL: 'https://evil.example/watch?v=x' },
    'VideoURL',
  ],
  [
    'a YouTube look-alike host',
    { Type: 8, TypeVideo: 'youtube', VideoURL: 'https://youtube.com.evil.example/x' },
    'VideoURL',
  ],
  [
    'a Vimeo video from YouTube',
    { Type: 8, TypeVideo: 'vimeo', VideoURL: 'https://www.youtube.com/watch?v=x' },
    'VideoURL',
  ],
  [
    'an http video file',
    { Type: 8, TypeVideo: 'file', VideoURL: 'http://cdn.example.com/v.mp4' },
    'VideoURL',
  ],
  [
    'an http external link',
    { Type: 32, LinkExternal: { es: 'http://hotel.example/' } },
    'LinkExternal.es',
  ],
  [
    'a javascript: external link',
    { Type: 32, LinkExternal: { es: 'javascript:alert(1)' } },
    'LinkExternal.es',
  ],
  ['an http site web', { Type: 20, SiteWeb: 'http://hotel.example/' }, 'SiteWeb'],
  ['an http site image', { Type: 20, SiteImage: 'http://hotel.example/a.png' }, 'SiteImage'],
  [
    'an http site link',
    { Type: 20, SiteLinkURL: { es: 'http://hotel.example/' } },
    'SiteLinkURL.es',
  ],
  ['an http image', { Type: 4, Image: 'http://cdn.example.com/a.jpg' }, 'Image'],
];

const accepted: readonly (readonly [string, Record<string, unknown>])[] = [
  ['an https booking engine in an iframe', { Type: 5, IframeURL: 'https://booking.example.net/h' }],
  ['a YouTube video', { Type: 8, TypeVideo: 'youtube', VideoURL: 'https://youtu.be/abc' }],
  ['a Vimeo video', { Type: 8, TypeVideo: 'vimeo', VideoURL: 'https://vimeo.com/1' }],
  ['an uploaded video', { Type: 8, TypeVideo: 'file', VideoURL: '/uploads/1/v.mp4' }],
  [
    'links to the web, to mail and to a phone',
    {
      Type: 32,
      LinkExternal: {
        es: 'https://hotel.example/',
        en: 'mailto:info@hotel.example',
        de: 'tel:+34 922 000 000',
      },
    },
  ],
  [
    'an https site',
    { Type: 20, SiteWeb: 'https://hotel.example/', SiteImage: '/uploads/1/a.webp' },
  ],
  ['an https image', { Type: 4, Image: 'https://cdn.example.com/a.jpg' }],
];

describe.each(databases)('URL fields on %s', (database) => {
  const ctxApp = useApp(database);

  const saveNewMenu = async (token: string, content: Record<string, unknown>) =>
    call(ctxApp.app, token, 'PUT', `/api/menus/${HOTEL}`, {
      ID: 'new',
      IsNew: true,
      Name: { es: 'Enlaces' },
      ORD: 30,
      Type: 0,
      Content: [{ ID: 'new_1', ORD: 0, ...content }],
    });

  const menuCount = async (token: string) =>
    (await call(ctxApp.app, token, 'GET', `/api/menus/${HOTEL}`)).body.data.length as number;

  it.each(refused)(
    '%s answers 400 naming the field and stores nothing',
    async (_label, fields, path) => {
      const token = await login(ctxApp.app, HOTEL_STAFF);
      const before = await menuCount(token);
      const res = await saveNewMenu(token, fields);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.fields).toContain(`Content.0.${path}`);
      expect(await menuCount(token)).toBe(before);
    },
  );

  it.each(accepted)('%s is stored as sent', async (_label, fields) => {
    const token = await login(ctxApp.app, HOTEL_STAFF);
    const res = await saveNewMenu(token, fields);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [stored] = (await call(ctxApp.app, token, 'GET', `/api/contents/${res.body.newID}`)).body
      .data as Record<string, unknown>[];
    expect(stored).toMatchObject(fields);
  });
});
