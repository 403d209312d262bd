export * from './constants.js';
export * from './schemas.js';
export * from './timing.js';
export type * from './types.js';
export * from './routes.js';
