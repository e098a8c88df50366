import type { GuestMenu } from '@carta/domain/guest/index';
import { guestLanguageOf } from '@carta/domain/guest/index';
import type { App } from '../deps.ts';
import { listAllEnterprises, toEnterprise } from '../repos/enterprises.ts';
import { listGuestMenuRows } from '../repos/guest.ts';
import { guestPageUrl } from '../services/guest/head.ts';
import { guestMenuTree } from '../services/guest/menus.ts';

/** A sitemap holds at most this many addresses (the sitemaps protocol's limit). */
const SITEMAP_MAX_URLS = 50_000;

/**
 * Search engines (behaviour.md#guest-app): the guest app and its pictures may be indexed; the
 * back-office and the API may not.
 */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /guest/',
    'Allow: /uploads/',
    'Disallow: /guest/*/point',
    'Disallow: /api/',
    'Disallow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const flatten = (menus: readonly GuestMenu[]): GuestMenu[] =>
  menus.flatMap((m) => [m, ...flatten(m.Menus)]);

/**
 * Every venue's public pages as a guest reaches them now: its home and each menu shown, every one
 * with its address in each of the venue's languages.
 */
const sitemapXml = async (app: App, origin: string, at: Date) => {
  const { db } = app.deps;
  const urls: string[] = [];
  const venues = await listAllEnterprises(db);
  for (const row of venues) {
    const venue = toEnterprise(row);
    const language = guestLanguageOf(undefined, venue.Languages);
    if (!language) continue;
    const tree = guestMenuTree(await listGuestMenuRows(db, row.ID), language, at, venue.TimeZone);
    for (const menuId of [null, ...flatten(tree).map((m) => m.ID)]) {
      if (urls.length >= SITEMAP_MAX_URLS) break;
      const url = (lang: string) => guestPageUrl(origin, row.ID, menuId, lang, venue.Languages[0]);
      const alternates = venue.Languages.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(url(lang))}"/>`,
      );
      urls.push(`<url><loc>${escapeXml(url(language.lang))}</loc>${alternates.join('')}</url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};

/** /robots.txt and /sitemap.xml, answered whether or not the apps are built. */
export const serveSeo = (app: App) => {
  const { config } = app.deps;
  const now = config.clock ?? (() => new Date());
  const page = { config: { scope: 'public' as const }, schema: { hide: true } };
  app.get('/robots.txt', page, (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(config.publicUrl)),
  );
  app.get('/sitemap.xml', page, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(app, config.publicUrl, now())),
  );
};
