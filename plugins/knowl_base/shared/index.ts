export * from './constants.js';
export * from './schemas.js';
export * from './types.js';
export * from './routes.js';
