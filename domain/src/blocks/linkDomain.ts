import { z } from 'zod';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { shortText } from './fields.ts';

/**
 * A domain ('hotel.example.com', 253 characters at most), optionally with its http(s) scheme, port
 * and path; '' while not filled in.
 */
export const domainSchema = z
  .string()
  .max(2048)
  .regex(
    /^((https?:\/\/)?[A-Za-z0-9]([A-Za-z0-9-]{0,62}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*(:\d{1,5})?(\/\S*)?)?$/,
    'a domain name',
  );

/** Link domain (28): a named link to another domain of the venue. */
export const linkDomain = defineBlock({
  key: 'linkDomain',
  schema: z.strictObject({ LinkDomainName: shortText(), LinkDomain: domainSchema }),
  defaults: ({ languages }) => ({ LinkDomainName: emptyTranslatable(languages), LinkDomain: '' }),
});
