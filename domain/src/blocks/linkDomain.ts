import { z } from 'zod';
import { domainSchema } from '../domain-name.ts';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { shortText } from './fields.ts';

export { domainSchema } from '../domain-name.ts';

/** Link domain (28): a named link to another domain of the venue. */
export const linkDomain = defineBlock({
  key: 'linkDomain',
  id: 28,
  icon: 'mdi-web',
  group: 'information',
  guest: { LinkDomainName: 'text', LinkDomain: 'keep' },
  schema: z.strictObject({ LinkDomainName: shortText(), LinkDomain: domainSchema }),
  defaults: ({ languages }) => ({ LinkDomainName: emptyTranslatable(languages), LinkDomain: '' }),
});
