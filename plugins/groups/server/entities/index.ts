export * from './group.js';
export * from './member.js';
export * from './links.js';
export * from './project.js';
