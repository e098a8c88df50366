import type { RedsysSecrets } from '@carta/domain/orders';
import { z } from 'zod';
import { configured, has, lacking, secret } from '../settings-fields.ts';

/** PUT payment-settings' `Redsys`: the venue's merchant, terminal and key (behaviour.md#payments). */
export const redsysSettingsBody = z.strictObject({
  MerchantCode: z
    .string()
    .regex(/^\d{1,9}$/, 'the merchant code (FUC), digits')
    .nullable()
    .optional(),
  Terminal: z
    .string()
    .regex(/^\d{1,3}$/, 'the terminal number')
    .nullable()
    .optional(),
  SecretKey: secret(100),
  Environment: z.enum(['test', 'live']).optional(),
});

/** GET payment-settings' `Redsys`: secrets only as `configured`, the environment as it is. */
export const redsysSettingsOut = z.object({
  MerchantCode: configured,
  Terminal: configured,
  SecretKey: configured,
  Environment: z.enum(['test', 'live']),
});

export const redsysSettingsOf = (r: RedsysSecrets = {}): z.infer<typeof redsysSettingsOut> => ({
  MerchantCode: has(r.MerchantCode),
  Terminal: has(r.Terminal),
  SecretKey: has(r.SecretKey),
  Environment: r.Environment ?? 'test',
});

/** What Redsys needs before it may be turned on, by field of the body. */
export const redsysMissing = (r: RedsysSecrets | undefined) =>
  lacking('Redsys', r, ['MerchantCode', 'Terminal', 'SecretKey']);
