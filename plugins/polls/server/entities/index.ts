export * from './poll.js';
export * from './question.js';
export * from './participant.js';
export * from './result.js';
