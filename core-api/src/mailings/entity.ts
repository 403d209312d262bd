import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { Schedule } from '../jobs/schedule.js';

/** A scheduled mailing of a workspace (docs/operations.md, Mailings): one per action. */
export interface MailingRow extends ClientRow {
  workspace: string;
  action: string;
  schedule: Schedule;
  active: boolean;
  /** Whether its job is scheduled now. */
  status: 'started' | 'stopped';
  lastRunAt: Date | null;
}

export const Mailing = defineEntity<MailingRow>({
  name: 'Mailing',
  table: 'mailing',
  indices: [{ columns: ['action'], unique: true, name: 'ux_mailing_action' }],
  columns: {
    workspace: { type: 'varchar', length: 64 },
    action: { type: 'varchar', length: 40 },
    schedule: { type: 'simple-json' },
    active: { type: 'boolean', default: true },
    status: { type: 'varchar', length: 10, default: 'stopped' },
    lastRunAt: { type: 'datetime', precision: 3, nullable: true },
  },
});
