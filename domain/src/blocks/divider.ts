import { z } from 'zod';
import { defineBlock, keepAll } from './block.ts';
import { DIVIDER_MAX } from './fields.ts';

const spacing = z.number().int().min(0).max(DIVIDER_MAX);

/** Divider (18): a line with spacing on each side (behaviour.md#validation sliders 0–100), light or dark. */
export const divider = defineBlock({
  key: 'divider',
  id: 18,
  icon: 'mdi-minus',
  group: 'textMedia',
  guest: keepAll('DividerUp', 'DividerDown', 'DividerLeft', 'DividerRight', 'DividerDark'),
  schema: z.strictObject({
    DividerUp: spacing,
    DividerDown: spacing,
    DividerLeft: spacing,
    DividerRight: spacing,
    DividerDark: z.boolean(),
  }),
  defaults: () => ({
    DividerUp: 10,
    DividerDown: 10,
    DividerLeft: 0,
    DividerRight: 0,
    DividerDark: false,
  }),
});
