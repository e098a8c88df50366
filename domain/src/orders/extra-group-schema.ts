import { z } from 'zod';
import { ITEM_EXTRAS_MAX } from './items.ts';

/**
 * Min and Max of a modifier group (behaviour.md#extra-groups): Max at least 1 (a group nobody may
 * choose from is no group) and not below Min. Apart from the rules so the guest app loads no zod.
 */
export const extraGroupRuleSchema = z
  .object({
    Min: z.number().int().min(0).max(ITEM_EXTRAS_MAX),
    Max: z.number().int().min(1).max(ITEM_EXTRAS_MAX),
  })
  .refine((g) => g.Min <= g.Max, { message: 'Min must not exceed Max', path: ['Min'] });
