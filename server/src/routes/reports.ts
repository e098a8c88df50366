import { languageCodeSchema } from '@carta/domain';
import {
  DATE_PATTERN,
  daysBetween,
  isReportDate,
  MAX_REPORT_DAYS,
  REPORT_FORMATS,
  REPORT_GROUPS,
  reportRangeOf,
} from '@carta/domain/orders';
import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import { reportCsv, reportFileName, reportXlsx } from '../services/reports/files.ts';
import { salesReport } from '../services/reports/sales.ts';
import { reportVenueOf } from '../services/reports/venue.ts';
import { routeFile } from './route.ts';
import { idParam } from './schemas.ts';

const date = z.string().refine(isReportDate, 'a date YYYY-MM-DD').meta({
  pattern: DATE_PATTERN.source,
  description: "a service day in the venue's time zone, YYYY-MM-DD: a day the calendar has",
});

const salesQuery = z
  .object({
    from: date,
    to: date,
    group: z.enum(REPORT_GROUPS),
    format: z.enum(REPORT_FORMATS).default('json'),
    lang: languageCodeSchema.default('es').describe('language of labels and the header row'),
  })
  .superRefine((q, ctx) => {
    if (!isReportDate(q.from) || !isReportDate(q.to)) return;
    const days = daysBetween(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'on or after from' });
    if (days > MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${MAX_REPORT_DAYS} days` });
  });

const money = z.number().describe("in the venue's currency, summed exactly in cents");
const salesOut = z.object({
  data: z.object({
    Totals: z.object({
      Orders: z.number(),
      Lines: z.number(),
      Revenue: money,
      Tips: money,
      Refunds: money,
      AverageTicket: money,
      Currency: z.string(),
    }),
    Rows: z.array(
      z.object({
        Key: z.string(),
        Label: z.string(),
        Orders: z.number(),
        Quantity: z.number(),
        Revenue: money,
        Tips: money,
        Refunds: money,
      }),
    ),
  }),
});

/**
 * The staff of a venue read its reports; a platform administrator reads those of any venue it
 * chooses (the reports screen offers them the venues), as it may work in any of them.
 */
const assertMayRead = (staff: StaffClaims, ws: number) => {
  if (!staff.isAdmin) assertOwnEnterprise(staff, ws);
};

/** The venue's sales: totals and one row per day, hour, dish, point, station or provider. */
export const reportRoutes = routeFile(
  { prefix: '/api', tags: ['reports'] },
  ({ privateRoute }, { db, dialect }) => {
    privateRoute('GET', '/private/reports/:ws/sales', {
      schema: {
        summary: 'Sales of a range of service days, grouped; as JSON, CSV or XLSX',
        description:
          'Counts confirmed orders that were not cancelled; revenue is what their lines cost (extras ' +
          'included) less refunds; tips apart. Days start at the venue day change. Dish and station ' +
          'rows show what their lines sold: refunds and tips belong to orders and appear in the other ' +
          'groups and the totals.',
        params: z.object({ ws: idParam }),
        querystring: salesQuery,
        response: {
          200: {
            description: 'the report (JSON), or the same rows as a file',
            content: {
              'application/json': { schema: salesOut },
              'text/csv': { schema: z.string() },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: z.string().describe('binary'),
              },
            },
          },
        },
      },
      handler: async ({ request, reply, staff }) => {
        const { ws } = request.params;
        assertMayRead(staff, ws);
        const { from, to, group, format, lang } = request.query;
        const venue = await reportVenueOf(db, ws);
        const range = reportRangeOf(from, to, venue.timeZone, venue.dayChangeMinutes);
        const report = await salesReport(db, dialect.name, venue, range, group, lang);
        reply.header('cache-control', 'private, no-store');
        if (format === 'json') return reply.send({ data: report });
        const extension = format;
        const name = reportFileName(venue.name, from, to, extension, lang);
        reply.header('content-disposition', `attachment; filename="${name}"`);
        if (format === 'csv')
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .send(reportCsv(report, group, lang));
        const bytes = await reportXlsx(report, group, lang);
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .send(bytes as unknown as string);
      },
    });
  },
);
