export * from './event.js';
export * from './participant.js';
export * from './reminder.js';
export * from './feed.js';
