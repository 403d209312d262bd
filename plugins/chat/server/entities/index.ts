export * from './chat.js';
export * from './member.js';
export * from './message.js';
