export * from './settings.js';
export * from './reward.js';
export * from './achievement.js';
export * from './item.js';
export * from './accrual.js';
export * from './purchase.js';
export * from './ledger.js';
export * from './coin-day.js';
export type * from './pic.js';
