import { languageCodeSchema, translatableSchema } from '@carta/domain';
import { z } from 'zod';
import { assertOwnEnterprise, isEnterpriseAdmin } from '../auth/scopes.ts';
import { badRequest, forbidden, HttpError, notFound } from '../errors.ts';
import {
  findEnterprise,
  type TranslationSettings,
  toEnterprise,
  translationSettingsOf,
  updateTranslationSettings,
} from '../repos/enterprises.ts';
import {
  createTranslator,
  providerNeedsKey,
  TRANSLATION_PROVIDERS,
  translateValue,
} from '../services/translation/index.ts';
import { isBlank, looksLikeHtml, pickSource } from '../services/translation/translatable.ts';
import { enterpriseAnswer } from './answer-shapes.ts';
import { routeFile } from './route.ts';
import { answeredAs, errorBody, idParam } from './schemas.ts';

const providerSchema = z.enum(TRANSLATION_PROVIDERS);

const settingsBody = z.strictObject({
  provider: providerSchema.nullable(),
  // Printable ASCII without spaces: every provider's keys are, and it keeps the header well-formed.
  key: z
    .string()
    .min(1)
    .max(500)
    .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces')
    .nullable()
    .optional(),
  url: z
    .url({ protocol: /^https?$/, error: 'an http(s) URL' })
    .max(500)
    .nullable()
    .optional(),
});

/** Rich text up to the largest translatable field of a block (text, 100 000 characters). */
const translatable = translatableSchema(100_000).refine((v) => Object.keys(v).length <= 50, {
  message: 'at most 50 languages',
});
const wrappedBody = z.strictObject({
  value: translatable,
  source: languageCodeSchema.optional(),
  html: z.boolean().optional(),
});
/**
 * behaviour.md#api sends the translatable object itself; `{ value, source?, html? }` says more. 'value' is not a
 * language code, so the two forms never overlap: a bare object is read as `{ value: object }`, and
 * errors name the field in that form (`value.de`).
 */
const translateBody = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !Array.isArray(body) && !('value' in body)
      ? { value: body }
      : body,
  wrappedBody,
);

export const translateRoutes = routeFile(
  { prefix: '/api/enterprises', tags: ['enterprises'] },
  ({ privateRoute }, { db, config }) => {
    privateRoute('PUT', '/:id/translation', {
      schema: {
        description:
          "Sets the enterprise's machine-translation provider, key and URL (administrators of the " +
          'enterprise). `provider: null` turns the feature off and forgets key and URL; an omitted ' +
          'key or URL is kept while the provider stays the same. Never answers the key or the URL.',
        params: z.object({ id: idParam }),
        body: settingsBody,
        response: { 200: answeredAs(enterpriseAnswer) },
      },
      handler: async ({ request, staff }) => {
        const { id } = request.params;
        assertOwnEnterprise(staff, id);
        if (!isEnterpriseAdmin(staff))
          throw forbidden('translation settings need an administrator');
        const row = await findEnterprise(db, id);
        if (!row) throw notFound('enterprise');
        const { provider, key, url } = request.body;
        let settings: TranslationSettings | null = null;
        if (provider) {
          const same = row.TranslationProvider === provider;
          settings = {
            provider,
            key: key !== undefined ? key : same ? row.TranslationKey : null,
            url: url !== undefined ? url : same ? row.TranslationUrl : null,
          };
          if (!settings.key && providerNeedsKey(provider)) {
            throw badRequest(`${provider} needs an API key`, ['key']);
          }
        }
        await updateTranslationSettings(db, id, settings);
        const updated = await findEnterprise(db, id);
        if (!updated) throw notFound('enterprise');
        return toEnterprise(updated);
      },
    });

    privateRoute('PUT', '/:id/:provider-translate', {
      config: {
        // Every call costs the venue money at the provider: a runaway client is stopped here.
        rateLimit: { max: 120, timeWindow: 60_000 },
      },
      schema: {
        description:
          'Machine-translates a translatable value (behaviour.md#api): the body is the value itself, or ' +
          '`{ value, source?, html? }`. Answers every enterprise language: the source as sent, the ' +
          'others translated from it. Stores nothing.',
        params: z.object({ id: idParam, provider: providerSchema }),
        querystring: z.object({ html: z.enum(['0', '1', 'true', 'false']).optional() }),
        body: translateBody,
        response: {
          200: z.object({ data: z.record(z.string(), z.string()) }),
          409: errorBody,
          502: errorBody,
        },
      },
      handler: async ({ request, staff }) => {
        const { id, provider } = request.params;
        assertOwnEnterprise(staff, id);
        const row = await findEnterprise(db, id);
        if (!row) throw notFound('enterprise');
        const settings = translationSettingsOf(row);
        if (!settings) {
          throw new HttpError(
            409,
            'translation_off',
            'machine translation is not configured for this enterprise',
          );
        }
        if (settings.provider !== provider) {
          throw new HttpError(
            400,
            'provider_not_configured',
            `provider not configured: this enterprise translates with ${settings.provider}`,
            ['provider'],
          );
        }

        const { value, source: requested, html: htmlAsked } = request.body;
        const { Languages: languages } = toEnterprise(row);
        if (
          requested !== undefined &&
          (!languages.includes(requested) || isBlank(value[requested]))
        ) {
          throw badRequest(`source '${requested}' must be a language of the enterprise with text`, [
            'source',
          ]);
        }
        const source = requested ?? pickSource(value, languages);
        if (!source) {
          throw badRequest(
            'no language has text to translate',
            languages.map((lang) => `value.${lang}`),
          );
        }
        const query = request.query.html;
        const html =
          htmlAsked ??
          (query === undefined
            ? looksLikeHtml(value[source] ?? '')
            : query === '1' || query === 'true');

        const translator = createTranslator(provider, {
          key: settings.key,
          url: settings.url,
          timeoutMs: config.translationTimeoutMs,
        });
        return { data: await translateValue({ value, languages, source, html, translator }) };
      },
    });
  },
);
