import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/** An admin's change to the client's work calendar: one day made a day off or a working day. */
export interface WorkdayOverrideRow extends ClientRow {
  /** `yyyy-mm-dd`. */
  day: string;
  workday: boolean;
}

export const WorkdayOverrideEntity = defineEntity<WorkdayOverrideRow>({
  name: 'WorkdayOverride',
  table: 'workday_override',
  indices: [{ columns: ['day'], unique: true }],
  columns: {
    day: { type: 'varchar', length: 10 },
    workday: { type: 'boolean' },
  },
});
