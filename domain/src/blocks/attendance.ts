import { z } from 'zod';
import { defineBlock } from './block.ts';
import { plainText } from './fields.ts';

/** Attendance CM (50): the workspace id at the attendance service, as typed. */
export const attendance = defineBlock({
  key: 'attendance',
  id: 50,
  icon: 'mdi-account-check',
  group: 'integrations',
  exclusive: true,
  guest: {},
  schema: z.strictObject({ AttendanceWorkspaceID: plainText(100) }),
  defaults: () => ({ AttendanceWorkspaceID: '' }),
});
