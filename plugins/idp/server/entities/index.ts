import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { IdpStatus } from '../../shared/constants.js';
import type { IdpHistoryView } from '../../shared/types.js';

export interface StoredNote {
  id: string;
  text: string;
}

export interface IdpRow extends ClientRow {
  title: string;
  description: string;
  creatorId: string;
  employeeId: string;
  observerId: string | null;
  status: IdpStatus;
  finishedAt: Date | null;
  /** Read and written whole with the plan (at most 50). */
  notes: StoredNote[];
}

export const Idp = defineEntity<IdpRow>({
  name: 'Idp',
  table: 'idp',
  columns: {
    title: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    creatorId: { type: 'varchar', length: 36 },
    employeeId: { type: 'varchar', length: 36 },
    observerId: { type: 'varchar', length: 36, nullable: true },
    status: { type: 'varchar', length: 10 },
    finishedAt: { type: 'datetime', precision: 3, nullable: true },
    notes: { type: 'simple-json' },
  },
  indices: [{ columns: ['employeeId', 'createdAt'] }, { columns: ['observerId'] }, { columns: ['creatorId'] }],
});

/** Tasks are rows of their own: the reminder and the analytics find due and overdue tasks in SQL. */
export interface IdpTaskRow extends ClientRow {
  idpId: string;
  title: string;
  /** A day, `yyyy-mm-dd`: compared as text, which orders days. */
  deadline: string;
  position: number;
  finished: boolean;
  finishedAt: Date | null;
}

export const IdpTask = defineEntity<IdpTaskRow>({
  name: 'IdpTask',
  table: 'idp_task',
  columns: {
    idpId: { type: 'varchar', length: 36 },
    title: { type: 'varchar', length: 200 },
    deadline: { type: 'varchar', length: 10 },
    position: { type: 'int' },
    finished: { type: 'boolean', default: false },
    finishedAt: { type: 'datetime', precision: 3, nullable: true },
  },
  indices: [{ columns: ['idpId', 'position'] }, { columns: ['finished', 'deadline'] }],
});

export interface IdpHistoryRow extends ClientRow {
  idpId: string;
  userId: string;
  action: IdpHistoryView['action'];
  details: string[];
}

export const IdpHistory = defineEntity<IdpHistoryRow>({
  name: 'IdpHistory',
  table: 'idp_history',
  columns: {
    idpId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    action: { type: 'varchar', length: 20 },
    details: { type: 'simple-json' },
  },
  indices: [{ columns: ['idpId', 'createdAt'] }],
});

/** One row per task and day reminded: written with `insertOnce` before telling, so a rerun tells nobody twice. */
export interface IdpReminderRow extends ClientRow {
  taskId: string;
  day: string;
}

export const IdpReminder = defineEntity<IdpReminderRow>({
  name: 'IdpReminder',
  table: 'idp_reminder',
  columns: { taskId: { type: 'varchar', length: 36 }, day: { type: 'varchar', length: 10 } },
  indices: [{ columns: ['taskId', 'day'], unique: true }],
});
