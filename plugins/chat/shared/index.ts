export * from './constants.js';
export * from './schemas.js';
export type * from './types.js';
export * from './events.js';
export * from './sends.js';
export * from './routes.js';
