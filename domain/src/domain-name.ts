import { z } from 'zod';

/**
 * A domain ('hotel.example.com', 253 characters at most), optionally with its http(s) scheme, port
 * and path; '' while not filled in. One rule for every field that names a venue's domain (the
 * link-domain block, a menu shown as a web app): never a `javascript:` or other scheme.
 */
export const domainSchema = z
  .string()
  .max(2048)
  .regex(
    /^((https?:\/\/)?[A-Za-z0-9]([A-Za-z0-9-]{0,62}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*(:\d{1,5})?(\/\S*)?)?$/,
    'a domain name',
  );
