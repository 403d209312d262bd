export * from './article.js';
export * from './marks.js';
export * from './response.js';
