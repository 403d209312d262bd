import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/**
 * One row per matching combination of a grant. A row matches a user when every non-null attribute
 * equals the user's, so lists filter with one EXISTS against indexed columns. The rows are the grant:
 * reading it back gathers them (`grantOf`), so a grant of 1,000 people is 1,000 small rows.
 */
export interface GrantRow extends ClientRow {
  resourceType: string;
  resourceId: string;
  level: 'read' | 'write' | 'none';
  /** The grant's place in the list given, to show it back in editors. */
  grantIndex: number;
  audience: string;
  userId: string | null;
  headId: string | null;
  departmentId: string | null;
  city: string | null;
  position: string | null;
  bucket: string | null;
  allHeads: boolean;
}

export const GrantEntity = defineEntity<GrantRow>({
  name: 'Grant',
  table: 'grant_rule',
  indices: [{ columns: ['resourceType', 'resourceId'] }],
  columns: {
    resourceType: { type: 'varchar', length: 40 },
    resourceId: { type: 'varchar', length: 36 },
    level: { type: 'varchar', length: 8 },
    grantIndex: { type: 'int' },
    audience: { type: 'varchar', length: 20 },
    userId: { type: 'varchar', length: 36, nullable: true },
    headId: { type: 'varchar', length: 36, nullable: true },
    departmentId: { type: 'varchar', length: 36, nullable: true },
    city: { type: 'varchar', length: 100, nullable: true },
    position: { type: 'varchar', length: 200, nullable: true },
    bucket: { type: 'varchar', length: 8, nullable: true },
    allHeads: { type: 'boolean', default: false },
  },
});
