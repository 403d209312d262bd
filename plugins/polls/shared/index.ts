export * from './constants.js';
export * from './schemas.js';
export * from './answers.js';
export type * from './types.js';
export * from './settings.js';
export type * from './events.js';
export * from './routes.js';
