export * from './post.js';
export * from './comment.js';
export * from './like.js';
export * from './view.js';
export * from './mention.js';
export * from './follow.js';
export * from './feed-count.js';
export * from './links-block.js';
