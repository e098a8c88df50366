export * from './data.ts';
export * from './extras.ts';
export * from './project.ts';
export * from './resolve.ts';
export * from './views.ts';
