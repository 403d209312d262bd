import { defineEntity, type ClientRow } from '@atrium/sdk/server';

export interface DepartmentRow extends ClientRow {
  type: string;
  name: string;
  description: string | null;
  parentId: string | null;
  managerId: string | null;
  deleted: boolean;
  /** The department's code in the HR system (`POST api/structure/load_struct`); none for one made by hand. */
  code: string | null;
}

export const Department = defineEntity<DepartmentRow>({
  name: 'Department',
  table: 'department',
  indices: [{ columns: ['type', 'parentId'] }, { columns: ['code'] }],
  columns: {
    type: { type: 'varchar', length: 20 },
    name: { type: 'varchar', length: 200 },
    description: { type: 'text', nullable: true },
    parentId: { type: 'varchar', length: 36, nullable: true },
    managerId: { type: 'varchar', length: 36, nullable: true },
    deleted: { type: 'boolean', default: false },
    code: { type: 'varchar', length: 64, nullable: true },
  },
});
