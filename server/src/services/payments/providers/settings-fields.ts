import { z } from 'zod';

/**
 * A secret as an administrator types it: printable, no spaces; null clears it, absent keeps it.
 * `prefix` as a regex too, so the document states it.
 */
export const secret = (max: number, prefix?: RegExp, named = '') => {
  const text = z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces');
  return (prefix ? text.regex(prefix, named) : text).nullable().optional();
};

/** A secret as GET answers it: only whether it is set (behaviour.md#payments), never its value. */
export const configured = z.object({ configured: z.boolean() });

export const has = (value: string | undefined) => ({ configured: Boolean(value) });

/** The fields of `required` a provider lacks, named as PUT payment-settings names them. */
export const lacking = <T extends object>(
  field: string,
  secrets: T | undefined,
  required: readonly (keyof T & string)[],
): string[] => required.filter((k) => !secrets?.[k]).map((k) => `${field}.${k}`);
