export * from './limits.js';
export * from './posts.js';
export * from './links.js';
export type * from './events.js';
