import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** The audit journal of admin actions and employee data changes. */
export interface JournalRow extends ClientRow {
  section: string;
  action: string;
  actorId: string | null;
  targetId: string | null;
  data: Record<string, unknown>;
}

export const Journal = defineEntity<JournalRow>({
  name: 'Journal',
  table: 'journal',
  indices: [{ columns: ['section', 'createdAt'] }],
  columns: {
    section: { type: 'varchar', length: 40 },
    action: { type: 'varchar', length: 60 },
    actorId: { type: 'varchar', length: 36, nullable: true },
    targetId: { type: 'varchar', length: 36, nullable: true },
    data: { type: 'simple-json' },
  },
});
