import { languageCodeSchema } from '@carta/domain';
import { guestLanguageOf, isMenuShownToGuest } from '@carta/domain/guest/index';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionCheck } from '../auth/sessions.ts';
import { badRequest, notFound } from '../errors.ts';
import { findOrderSettings } from '../repos/dish-orders/settings.ts';
import { soldOutAt } from '../repos/dish-orders/sold-out.ts';
import { findEnterprise, toEnterprise } from '../repos/enterprises.ts';
import {
  findGuestMenu,
  type GuestMenuRow,
  guestPageStamp,
  listGuestMenuRows,
} from '../repos/guest.ts';
import { etagOf, sendGuestJson } from '../services/guest/http.ts';
import { guestInstant, isAnonymousNow } from '../services/guest/instant.ts';
import { GuestPages, guestMenuTree } from '../services/guest/menus.ts';
import { guestMenuPage, guestMenuTreeSchema, guestVenue } from '../services/guest/schemas.ts';
import { guestVenueOf } from '../services/guest/venue.ts';
import { StampedCache } from '../services/stamped-cache.ts';
import { routeFile } from './route.ts';
import { answeredAs, idParam } from './schemas.ts';

const guestQuery = z.object({
  lang: languageCodeSchema
    .optional()
    .describe("one of the venue's languages (a 400 otherwise); the venue's first by default"),
  /** Preview (staff of the venue only): judge availability at this instant instead of now. */
  at: z.iso.datetime({ offset: true }).optional(),
  token: z.string().optional(),
});
type GuestQuery = z.infer<typeof guestQuery>;

/**
 * The guest app's public reads (behaviour.md#guest-app): the venue, its menu tree and one menu page, as a guest
 * sees them now. Unknown venues, menus out of reach, private or unavailable ones all answer the same
 * 404, so ids tell nothing.
 */
export const guestPublicRoutes = routeFile(
  { prefix: '/api/public/guest', tags: ['guest'] },
  ({ publicRoute }, { db, tokens, config }) => {
    const pages = new GuestPages();
    /**
     * A guest's page as last answered to anyone, by venue, menu and asked language, kept with the
     * stamp it was built from (guestPageStamp) while it holds nothing judged at the instant or by
     * what ran out: a read with the same stamp sends it after that one narrow query.
     */
    const kept = new StampedCache<Parameters<typeof sendGuestJson>[2]>(500);
    const sessions = sessionCheck(db);
    const now = config.clock ?? (() => new Date());
    const rateLimit = {
      max: config.guestRateLimit.max,
      timeWindow: config.guestRateLimit.windowMs,
    };
    const options = <P extends z.ZodObject, R extends z.ZodType>(
      params: P,
      response: R,
      summary: string,
    ) => ({
      config: { rateLimit },
      schema: {
        summary,
        params,
        querystring: guestQuery,
        response: { 200: response, 304: z.null() },
      },
    });

    /** The language and instant asked for: 400 on a language the venue does not speak. */
    const judge = async (
      request: FastifyRequest,
      ws: number,
      query: GuestQuery,
      languages: string[],
    ) => {
      const language = guestLanguageOf(query.lang, languages);
      if (!language) throw badRequest(`lang must be one of ${languages.join(', ')}`, ['lang']);
      const { at, personal } = await guestInstant(request, query, ws, { tokens, sessions, now });
      return { language, at, personal };
    };

    /** The venue with the language and instant asked for; an unknown one is the common 404. */
    const venueFor = async (request: FastifyRequest, ws: number, query: GuestQuery) => {
      const row = await findEnterprise(db, ws);
      if (!row) throw notFound('menu');
      const enterprise = toEnterprise(row);
      return { row, enterprise, ...(await judge(request, ws, query, enterprise.Languages)) };
    };

    const wsParams = z.object({ ws: idParam });
    publicRoute('GET', '/:ws', {
      ...options(wsParams, guestVenue, 'The venue: languages, time zone, style'),
      handler: async ({ request, reply }) => {
        const { row, enterprise, personal } = await venueFor(
          request,
          request.params.ws,
          request.query,
        );
        const ordering = await findOrderSettings(db, request.params.ws);
        const body = JSON.stringify(guestVenueOf(enterprise, row.Style, ordering));
        return sendGuestJson(request, reply, { body: () => body, etag: etagOf(body), personal });
      },
    });

    publicRoute('GET', '/:ws/menus', {
      ...options(wsParams, guestMenuTreeSchema, 'The menus a guest may see now, as a tree'),
      handler: async ({ request, reply }) => {
        const { ws } = request.params;
        const venue = await venueFor(request, ws, request.query);
        const rows = await listGuestMenuRows(db, ws);
        const data = guestMenuTree(rows, venue.language, venue.at, venue.enterprise.TimeZone);
        const body = JSON.stringify({ data, total: data.length });
        return sendGuestJson(request, reply, {
          body: () => body,
          etag: etagOf(body),
          personal: venue.personal,
        });
      },
    });

    publicRoute('GET', '/:ws/menus/:id', {
      ...options(
        z.object({ ws: idParam, id: idParam }),
        answeredAs(guestMenuPage),
        'One menu and the blocks a guest sees now',
      ),
      handler: async ({ request, reply }) => {
        const { ws, id } = request.params;
        const stamp = isAnonymousNow(request, request.query)
          ? await guestPageStamp(db, ws, id)
          : null;
        const key = `${ws}|${id}|${request.query.lang ?? ''}`;
        const hit = stamp === null ? undefined : kept.get(key, stamp);
        if (hit) return sendGuestJson(request, reply, hit);
        const reached = await findGuestMenu(db, ws, id);
        if (!reached) throw notFound('menu');
        const { Languages, TimeZone, IncludeExtras: includeExtras } = reached.venue;
        const venue = await judge(request, ws, request.query, Languages);
        const { found } = reached;
        const shown = (m: GuestMenuRow) => isMenuShownToGuest(m, venue.at, TimeZone);
        if (!found || !shown(found.menu) || (found.parent && !shown(found.parent)))
          throw notFound('menu');
        const soldOut = async () => {
          const marks = await soldOutAt(db, ws, venue.at);
          return {
            dishes: new Set(marks.filter((m) => m.Kind === 'dish').map((m) => m.ID)),
            extras: new Set(marks.filter((m) => m.Kind === 'extra').map((m) => m.ID)),
          };
        };
        const page = await pages.page(
          db,
          { ws, menu: found.menu, includeExtras },
          venue.language,
          { at: venue.at, timeZone: TimeZone },
          soldOut,
        );
        const answer = { ...page, personal: venue.personal };
        // A menu or parent with hours is judged at each read (behaviour.md#availability).
        if (stamp !== null && page.lasting && !found.menu.IsTemp && !found.parent?.IsTemp)
          kept.set(key, stamp, answer);
        return sendGuestJson(request, reply, answer);
      },
    });
  },
);
