import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { GroupType } from '../../shared/constants.js';

export interface GroupRow extends ClientRow {
  name: string;
  description: string;
  type: GroupType;
  ownerId: string;
  /** The cover's stored file, or null. */
  coverId: string | null;
  /** Name and description in lower case, for search that ignores case in every language and engine. */
  searchText: string;
}

export const Group = defineEntity<GroupRow>({
  name: 'Group',
  table: 'group',
  indices: [{ columns: ['ownerId'] }, { columns: ['type', 'name'] }],
  columns: {
    name: { type: 'varchar', length: 50 },
    description: { type: 'varchar', length: 250 },
    type: { type: 'varchar', length: 8 },
    ownerId: { type: 'varchar', length: 36 },
    coverId: { type: 'varchar', length: 36, nullable: true },
    searchText: { type: 'varchar', length: 301 },
  },
});
