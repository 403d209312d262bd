export * from './entities.js';
export * from './db.js';
export * from './batches.js';
export * from './context.js';
export * from './routes.js';
export * from './plugin.js';
export * from './realtime.js';
export * from './query.js';
export * from './extensions.js';
export * from './search.js';
export * from './ledger.js';
export * from './figures.js';
export * from './tags.js';
export {
  Brackets,
  In,
  Not,
  IsNull,
  MoreThan,
  type SelectQueryBuilder,
  type EntitySchema,
  type ObjectLiteral,
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableColumn,
  TableIndex,
  TableForeignKey,
} from 'typeorm';
export { z } from 'zod';
export * from '../shared/index.js';
