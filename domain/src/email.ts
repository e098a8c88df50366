import { z } from 'zod';

/**
 * An e-mail address as the server stores it: trimmed, lower case, then checked with zod's rule,
 * whose pattern the JSON Schema states beside `format` (a trimmed address is what must match).
 */
export const emailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'not an e-mail address' }))
  .meta({ format: 'email', pattern: z.regexes.email.source });
