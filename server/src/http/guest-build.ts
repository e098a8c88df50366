import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Whether `guestDir` holds a guest app build to serve (kept light: main.ts reads it early). */
export const hasGuestBuild = (guestDir: string | null): guestDir is string =>
  guestDir !== null && existsSync(join(guestDir, 'index.html'));
