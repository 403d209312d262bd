import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** Every client row has id, clientId, createdAt, updatedAt (added by defineEntity). The entity is the schema's source. */
export interface __PASCAL__ItemRow extends ClientRow {
  name: string;
  description: string;
  authorId: string;
}

export const __PASCAL__Item = defineEntity<__PASCAL__ItemRow>({
  name: '__PASCAL__Item',
  table: '__TABLE___item',
  columns: {
    name: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    authorId: { type: 'varchar', length: 36 },
  },
});
