export * from './limits.js';
export * from './posts.js';
export * from './links.js';
export * from './routes.js';
export type * from './types.js';
export type { Attachment } from './attachment.js';
