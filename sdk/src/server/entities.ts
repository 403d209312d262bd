import { EntitySchema, Table, type EntitySchemaColumnOptions, type TableColumnOptions, type EntitySchemaIndexOptions } from 'typeorm';

/** Every client-owned row: string UUIDv7 id, clientId, created and updated times. */
export interface ClientRow {
  id: string;
  clientId: string;
  createdAt: Date;
  updatedAt: Date;
}

const baseColumns: Record<keyof ClientRow, EntitySchemaColumnOptions> = {
  id: { type: 'varchar', length: 36, primary: true },
  clientId: { type: 'varchar', length: 36 },
  createdAt: { type: 'datetime', precision: 3, createDate: true },
  updatedAt: { type: 'datetime', precision: 3, updateDate: true },
};

/**
 * Declares a client-owned entity. The base columns are added so that every entity is
 * reachable through `ctx.db`, which adds the client condition to every query.
 */
export function defineEntity<T extends ClientRow>(opts: {
  name: string;
  table: string;
  columns: Record<Exclude<keyof T, keyof ClientRow>, EntitySchemaColumnOptions>;
  indices?: EntitySchemaIndexOptions[];
}): EntitySchema<T> {
  return new EntitySchema<T>({
    name: opts.name,
    tableName: opts.table,
    columns: { ...baseColumns, ...opts.columns } as never,
    indices: opts.indices,
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
export function clientTable(
  name: string,
  columns: TableColumnOptions[],
  indices: { columns: string[]; unique?: boolean; name?: string }[] = [],
): Table {
  return new Table({
    name,
    columns: [...baseTableColumns, ...columns],
    indices: [
      { name: `ix_${name}_client`, columnNames: ['clientId', 'createdAt'] },
      ...indices.map((ix) => ({
        name: ix.name ?? `ix_${name}_${ix.columns.join('_')}`.slice(0, 60),
        columnNames: ['clientId', ...ix.columns],
        isUnique: ix.unique ?? false,
      })),
    ],
  });
}
