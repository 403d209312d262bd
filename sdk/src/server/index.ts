export * from './entities.js';
export * from './db.js';
export * from './context.js';
export * from './routes.js';
export * from './plugin.js';
export * from './query.js';
export {
  Brackets,
  In,
  Not,
  IsNull,
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
export * from './tags.js';
