import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** Every client row has id, clientId, createdAt, updatedAt (added by defineEntity). */
export interface ZscaffoldFggbeaItemRow extends ClientRow {
  name: string;
  description: string;
  authorId: string;
}

export const ZscaffoldFggbeaItem = defineEntity<ZscaffoldFggbeaItemRow>({
  name: 'ZscaffoldFggbeaItem',
  table: 'zscaffold_fggbea_item',
  columns: {
    name: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    authorId: { type: 'varchar', length: 36 },
  },
});
