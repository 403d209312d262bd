import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { VacationStatus } from '../../shared/constants.js';

/** A vacation (spec §3: user, planned, start, end, days) with the chief's decision. */
export interface VacationRow extends ClientRow {
  userId: string;
  planned: boolean;
  /** Days `yyyy-mm-dd`, both included: compared as text, which orders days. */
  start: string;
  end: string;
  /** Working days inside the period, taken from the balance unless the vacation was returned. */
  days: number;
  status: VacationStatus;
  /** The chief's comment on returning it. */
  comment: string | null;
  decidedById: string | null;
}

export const Vacation = defineEntity<VacationRow>({
  name: 'Vacation',
  table: 'vacation',
  columns: {
    userId: { type: 'varchar', length: 36 },
    planned: { type: 'boolean', default: true },
    start: { type: 'varchar', length: 10 },
    end: { type: 'varchar', length: 10 },
    days: { type: 'int' },
    status: { type: 'varchar', length: 10 },
    comment: { type: 'text', nullable: true },
    decidedById: { type: 'varchar', length: 36, nullable: true },
  },
  // A person's vacations by start (overlap, my vacations); everyone's by start (the chart's window, the widget).
  indices: [{ columns: ['userId', 'start'] }, { columns: ['start'] }],
});
