import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { defineBlock, keepAll } from './block.ts';

export const ICONS_ALIGNMENTS = ['left', 'center', 'right'] as const;

/** Icons (43): one icon image, aligned left, centre or right. */
export const icons = defineBlock({
  key: 'icons',
  id: 43,
  icon: 'mdi-emoticon-outline',
  group: 'textMedia',
  guest: keepAll('IconsURL', 'IconsAlign'),
  schema: z.strictObject({ IconsURL: urlSchema.nullable(), IconsAlign: z.enum(ICONS_ALIGNMENTS) }),
  defaults: () => ({ IconsURL: null, IconsAlign: 'center' as const }),
});
