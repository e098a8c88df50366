import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { emptyTranslatable } from '../translatable.ts';
import { httpsUrlSchema } from '../urls.ts';
import { defineBlock } from './block.ts';
import {
  emailSchema,
  jsonOrValue,
  latSchema,
  lonSchema,
  PHONE_MAX,
  pickedIdSchema,
  plainText,
  richText,
  SHORT_TEXT_MAX,
  shortText,
  translatableLinkSchema,
} from './fields.ts';

/**
 * Site (20): a place with image, titles, address and position, contact data, rich-text 'more info'
 * and an optional link (to one of the enterprise's forms, or to a URL, opened in a dialog or not).
 * SiteLinkURL and SiteLinkName may arrive as JSON strings (behaviour.md#data); they are stored as objects.
 */
export const site = defineBlock({
  key: 'site',
  id: 20,
  icon: 'mdi-map-marker-radius',
  group: 'information',
  guest: {
    SiteImage: 'keep',
    SiteTitle: 'text',
    SiteSubtitle: 'text',
    SiteAddress: 'plain',
    SiteLat: 'keep',
    SiteLon: 'keep',
    SitePhone: 'keep',
    SiteWeb: 'keep',
    SiteEmail: 'keep',
    SiteMoreInfo: 'html',
    SiteLink: 'keep',
    SiteLinkDialog: 'keep',
    SiteForm: 'keep',
    SiteLinkURL: 'text',
    SiteLinkName: 'text',
  },
  schema: z.strictObject({
    SiteImage: urlSchema.nullable(),
    SiteTitle: shortText(),
    SiteSubtitle: shortText(),
    SiteAddress: plainText(SHORT_TEXT_MAX),
    SiteLat: latSchema,
    SiteLon: lonSchema,
    SitePhone: plainText(PHONE_MAX),
    SiteWeb: httpsUrlSchema,
    SiteEmail: emailSchema,
    SiteMoreInfo: richText(),
    SiteLink: z.boolean(),
    SiteLinkDialog: z.boolean(),
    SiteForm: pickedIdSchema,
    SiteLinkURL: jsonOrValue(translatableLinkSchema),
    SiteLinkName: jsonOrValue(shortText()),
  }),
  defaults: ({ languages }) => ({
    SiteImage: null,
    SiteTitle: emptyTranslatable(languages),
    SiteSubtitle: emptyTranslatable(languages),
    SiteAddress: '',
    SiteLat: null,
    SiteLon: null,
    SitePhone: '',
    SiteWeb: '',
    SiteEmail: '',
    SiteMoreInfo: emptyTranslatable(languages),
    SiteLink: false,
    SiteLinkDialog: false,
    SiteForm: null,
    SiteLinkURL: emptyTranslatable(languages),
    SiteLinkName: emptyTranslatable(languages),
  }),
  htmlFields: ['SiteMoreInfo'],
});
