import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { emptyTranslatable } from '../translatable.ts';
import { linkUrlSchema } from '../urls.ts';
import { defineBlock } from './block.ts';
import {
  emailSchema,
  latSchema,
  longText,
  lonSchema,
  PHONE_MAX,
  plainText,
  richText,
  SHORT_TEXT_MAX,
  shortText,
} from './fields.ts';

/**
 * Brochure (45): image (960x371), titles and four sections, each shown when its With* flag is on:
 * location, contact, description (rich text) and facts. SiteTitle, SiteAddress, SiteLat and SiteLon
 * are listed in behaviour.md#data too: the panel's subtitle is SiteTitle.
 */
export const brochure = defineBlock({
  key: 'brochure',
  schema: z.strictObject({
    BrochureImage: urlSchema.nullable(),
    BrochureTitle: shortText(),
    BrochureSubtitle: shortText(),
    BrochureWithLocation: z.boolean(),
    BrochureMunicipaly: plainText(),
    BrochureAddress: plainText(SHORT_TEXT_MAX),
    BrochurePostalCode: plainText(20),
    BrochureLat: latSchema,
    BrochureLon: lonSchema,
    BrochureWithContact: z.boolean(),
    BrochurePhone: plainText(PHONE_MAX),
    BrochureFax: plainText(PHONE_MAX),
    BrochureEmail: emailSchema,
    BrochureWeb: linkUrlSchema,
    BrochureWithDescription: z.boolean(),
    BrochureDescription: richText(),
    BrochureNote: longText(),
    BrochureWithFacts: z.boolean(),
    BrochureHours: shortText(),
    BrochurePrice: shortText(),
    BrochureServices: longText(),
    SiteTitle: shortText(),
    SiteAddress: plainText(SHORT_TEXT_MAX),
    SiteLat: latSchema,
    SiteLon: lonSchema,
  }),
  defaults: ({ languages }) => ({
    BrochureImage: null,
    BrochureTitle: emptyTranslatable(languages),
    BrochureSubtitle: emptyTranslatable(languages),
    BrochureWithLocation: false,
    BrochureMunicipaly: '',
    BrochureAddress: '',
    BrochurePostalCode: '',
    BrochureLat: null,
    BrochureLon: null,
    BrochureWithContact: false,
    BrochurePhone: '',
    BrochureFax: '',
    BrochureEmail: '',
    BrochureWeb: '',
    BrochureWithDescription: false,
    BrochureDescription: emptyTranslatable(languages),
    BrochureNote: emptyTranslatable(languages),
    BrochureWithFacts: false,
    BrochureHours: emptyTranslatable(languages),
    BrochurePrice: emptyTranslatable(languages),
    BrochureServices: emptyTranslatable(languages),
    SiteTitle: emptyTranslatable(languages),
    SiteAddress: '',
    SiteLat: null,
    SiteLon: null,
  }),
  htmlFields: ['BrochureDescription'],
});
