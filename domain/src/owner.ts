/**
 * The owner of the common menus, apart from menus.ts so that code needing only this constant
 * (the app's navigation, on its first screen) does not pull the zod schemas in.
 */
export const COMMON_OWNER = '0000';
