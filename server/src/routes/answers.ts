import { blockByKey, COMMON_OWNER, contentTypeById, languageCodeSchema } from '@carta/domain';
import {
  type AnswerBlock,
  answerSchemaOf,
  answersToCsv,
  takesAnswers,
} from '@carta/domain/answers';
import { toFieldIssues } from '@carta/domain/content';
import { isBlockShownToGuest, isMenuShownToGuest } from '@carta/domain/guest/index';
import { z } from 'zod';
import { assertOwnerAccess } from '../auth/scopes.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { allAnswers, findAnswerableContent, insertAnswer, listAnswers } from '../repos/answers.ts';
import { findGuestMenu } from '../repos/guest.ts';
import { now as timestamp } from '../repos/types.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam, listOf, PAGE_MAX } from './schemas.ts';

/** An answer body is a few fields of bounded text: 64 kB is far beyond any valid one. */
const ANSWER_BODY_LIMIT = 64 * 1024;
/** The largest page of answers the back-office asks for. */
const ANSWERS_PAGE_MAX = 100;

/** What a guest sends: the block's answer (its shape: domain/src/answers) and their language. */
const answerBody = z.strictObject({
  Answers: z
    // Every field of every block answers text, a number or a list of picked option ids.
    .record(z.string().max(100), z.union([z.string(), z.number(), z.array(z.string())]))
    .describe('field or question id → value, as the block type asks (docs/api.md)'),
  Language: languageCodeSchema
    .optional()
    .describe(
      "one of the venue's languages (a 400 naming Language otherwise); the venue's first by default",
    ),
});

const answerItem = z.object({
  ID: z.number(),
  CreatedAt: z.string(),
  Language: z.string(),
  Answers: z.record(z.string(), z.unknown()),
});

/** A block's key when it takes answers and its stored data is whole; null otherwise. */
const answerBlockOf = (type: number, data: Record<string, unknown>): AnswerBlock | null => {
  const key = contentTypeById(type)?.key;
  if (!takesAnswers(key)) return null;
  const parsed = blockByKey(key)?.schema.safeParse(data);
  if (!parsed?.success) return null;
  return { key, data: parsed.data } as AnswerBlock;
};

/**
 * Guest answers to form and poll blocks (behaviour.md#guest-app): guests post them without a token; the staff of
 * the block's enterprise (administrators for a common block) list them and export them as CSV.
 */
export const answerRoutes = routeFile(
  { prefix: '/api', tags: ['answers'] },
  ({ publicRoute, privateRoute }, { db, config }) => {
    const clock = config.clock ?? (() => new Date());
    const rateLimit = {
      max: config.answerRateLimit.max,
      timeWindow: config.answerRateLimit.windowMs,
    };

    /**
     * The block a guest of venue `ws` may answer now, with the venue's languages and time zone; the
     * same 404 whatever the reason (unknown, another venue's, a type without answers, a private or
     * unavailable menu, a block hidden now), so ids tell nothing.
     */
    const answerable = async (ws: number, contentId: number, at: Date) => {
      const content = await findAnswerableContent(db, contentId);
      const block = content && answerBlockOf(content.Type, content.Data);
      if (!content || !block) throw notFound('block');
      const reached = await findGuestMenu(db, ws, content.MenuID);
      const found = reached?.found;
      if (!reached || !found || found.menu.Owner !== content.Owner) throw notFound('block');
      const { TimeZone, Languages } = reached.venue;
      const shown =
        isMenuShownToGuest(found.menu, at, TimeZone) &&
        (found.parent === null || isMenuShownToGuest(found.parent, at, TimeZone)) &&
        isBlockShownToGuest(content.HideMobile, content.Availability, at, TimeZone);
      if (!shown) throw notFound('block');
      return { block, timeZone: TimeZone, languages: Languages };
    };

    publicRoute('POST', '/public/guest/:ws/blocks/:contentId/answers', {
      bodyLimit: ANSWER_BODY_LIMIT,
      config: { rateLimit },
      schema: {
        summary: "A guest's answer to a form or poll block",
        description:
          'No token. Optional header `Idempotency-Key` (1–200 printable characters): the same key ' +
          "on the same block answers the first answer's ID and stores nothing more. " +
          `Rate-limited per client address (ANSWER_RATE_LIMIT a minute).`,
        params: z.object({ ws: idParam, contentId: idParam }),
        body: answerBody,
        response: { 201: z.object({ ID: z.number() }), 413: errorBody, 429: errorBody },
      },
      handler: async ({ request, reply }) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const { ws, contentId } = request.params;
        const at = clock();
        const target = await answerable(ws, contentId, at);
        const language = request.body.Language ?? target.languages[0] ?? 'es';
        if (!target.languages.includes(language))
          throw badRequest(`Language must be one of ${target.languages.join(', ')}`, ['Language']);
        const schema = answerSchemaOf(target.block.key, target.block.data as never, {
          now: at,
          timeZone: target.timeZone,
        });
        const parsed = schema.safeParse(request.body.Answers);
        if (!parsed.success) {
          const issues = toFieldIssues(parsed.error, 'Answers');
          throw badRequest(
            issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
            issues.map((issue) => issue.path),
          );
        }
        const stored = await insertAnswer(db, {
          EnterpriseID: ws,
          ContentID: contentId,
          CreatedAt: timestamp(),
          Language: language,
          Answers: parsed.data,
          IdempotencyKey: key,
        });
        if (stored.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send({ ID: stored.ID });
      },
    });

    /**
     * A block whose answers `staff` may read: their enterprise's own, or — administrators only — a
     * common block (all venues' answers). Another enterprise's block is 403, a block that takes no
     * answers 404. `venue` scopes the rows: the owner's id, or null for a common block.
     */
    const readable = async (staff: StaffClaims, id: number) => {
      const content = await findAnswerableContent(db, id);
      if (!content) throw notFound('content');
      if (content.Owner === COMMON_OWNER && !staff.isAdmin)
        throw forbidden("common blocks' answers need an administrator");
      assertOwnerAccess(staff, content.Owner, 'read');
      const key = contentTypeById(content.Type)?.key;
      if (!takesAnswers(key)) throw notFound('answers');
      const venue = content.Owner === COMMON_OWNER ? null : Number(content.Owner);
      // Stored data a schema no longer reads still lists its answers; the CSV names them by id.
      const block = answerBlockOf(content.Type, content.Data) ?? ({ key, data: {} } as AnswerBlock);
      return { block, venue };
    };

    const params = z.object({ id: idParam });

    privateRoute('GET', '/contents/:id/answers', {
      schema: {
        summary: "A form or poll block's answers, newest first",
        params,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
          size: z.coerce.number().int().min(1).max(ANSWERS_PAGE_MAX).default(20),
        }),
        response: { 200: listOf(answerItem) },
      },
      handler: async ({ request, reply, staff }) => {
        const { venue } = await readable(staff, request.params.id);
        reply.header('cache-control', 'private, no-store');
        return listAnswers(db, request.params.id, venue, request.query);
      },
    });

    privateRoute('GET', '/contents/:id/answers.csv', {
      schema: {
        summary: "A form or poll block's answers as CSV (RFC 4180, UTF-8 with BOM)",
        params,
        querystring: z.object({
          lang: languageCodeSchema.default('es').describe('language of the header row'),
        }),
        response: {
          200: {
            description: 'the answers, one row each (UTF-8 CSV)',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
      handler: async ({ request, reply, staff }) => {
        const { id } = request.params;
        const { block, venue } = await readable(staff, id);
        const rows = await allAnswers(db, id, venue);
        const csv = answersToCsv(block, rows, request.query.lang);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="answers-${id}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(`\uFEFF${csv}`);
      },
    });
  },
);
