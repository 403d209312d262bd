import { EntitySchema, Table, type EntitySchemaColumnOptions, type TableColumnOptions } from 'typeorm';

/** Every client-owned row: string UUIDv7 id, clientId, created and updated times. */
export interface ClientRow {
  id: string;
  clientId: string;
  createdAt: Date;
  updatedAt: Date;
}

// The repository writes both times itself; TypeORM's createDate/updateDate would declare database defaults the tables never had.
const baseColumns: Record<keyof ClientRow, EntitySchemaColumnOptions> = {
  id: { type: 'varchar', length: 36, primary: true },
  clientId: { type: 'varchar', length: 36 },
  createdAt: { type: 'datetime', precision: 3 },
  updatedAt: { type: 'datetime', precision: 3 },
};

/**
 * An index of a client entity. Every query has the client condition, so clientId is put first; the name is
 * `ix_<table>_<columns>` (cut to 60 characters) unless given.
 */
export interface ClientIndex {
  columns: string[];
  unique?: boolean;
  name?: string;
  /** A MySQL/MariaDB FULLTEXT index over these columns alone; SQLite has none (its search keeps an FTS5 table). */
  fulltext?: boolean;
}

/** The indexes of a client table: its base index (clientId, createdAt) and the declared ones, clientId first. */
function clientIndexes(table: string, indices: ClientIndex[]): { name: string; columns: string[]; unique: boolean; fulltext: boolean }[] {
  return [
    { name: `ix_${table}_client`, columns: ['clientId', 'createdAt'], unique: false, fulltext: false },
    ...indices.map((ix) => ({
      name: ix.name ?? `ix_${table}_${ix.columns.join('_')}`.slice(0, 60),
      columns: ix.fulltext ? ix.columns : ['clientId', ...ix.columns],
      unique: ix.unique ?? false,
      fulltext: ix.fulltext ?? false,
    })),
  ];
}

/**
 * Declares a client-owned entity, the one source of its table: the migrations are generated from it
 * (`npm run migration`) and the schema test fails while they create something else. The base columns and
 * index are added so that every entity is reachable through `ctx.db`, which adds the client condition to
 * every query.
 */
export function defineEntity<T extends ClientRow>(opts: {
  name: string;
  table: string;
  columns: Record<Exclude<keyof T, keyof ClientRow>, EntitySchemaColumnOptions>;
  indices?: ClientIndex[];
}): EntitySchema<T> {
  return new EntitySchema<T>({
    name: opts.name,
    tableName: opts.table,
    columns: { ...baseColumns, ...opts.columns } as never,
    indices: clientIndexes(opts.table, opts.indices ?? []),
  });
}

const baseTableColumns: TableColumnOptions[] = [
  { name: 'id', type: 'varchar', length: '36', isPrimary: true },
  { name: 'clientId', type: 'varchar', length: '36' },
  { name: 'createdAt', type: 'datetime', precision: 3 },
  { name: 'updatedAt', type: 'datetime', precision: 3 },
];

/**
 * A migration's table for a client entity, built with the QueryRunner schema API so one migration
 * runs on SQLite and MySQL alike. Every index starts with clientId.
 */
export function clientTable(name: string, columns: TableColumnOptions[], indices: ClientIndex[] = []): Table {
  return new Table({
    name,
    columns: [...baseTableColumns, ...columns],
    indices: clientIndexes(name, indices).map((ix) => ({
      name: ix.name,
      columnNames: ix.columns,
      isUnique: ix.unique,
      isFulltext: ix.fulltext,
    })),
  });
}
