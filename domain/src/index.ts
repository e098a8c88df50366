export * from './availability.ts';
export * from './blocks/index.ts';
export * from './content.ts';
export * from './content-types.ts';
export * from './ids.ts';
export * from './menus.ts';
export * from './ord.ts';
export * from './translatable.ts';
