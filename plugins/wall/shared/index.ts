export * from './constants.js';
export * from './posts.js';
export * from './links.js';
export type * from './events.js';
export * from './routes.js';
export type * from './types.js';
export type { Attachment } from './attachment.js';
