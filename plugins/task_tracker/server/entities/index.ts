import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { Priority, Status } from '../../shared/constants.js';

/** A desk. Admins and members live in TaskTrackerMember; the owner is `ownerId`. */
export interface DeskRow extends ClientRow {
  name: string;
  description: string;
  status: Status;
  ownerId: string;
  background: string | null;
  finished: boolean;
}

export interface MemberRow extends ClientRow {
  deskId: string;
  userId: string;
  role: 'admin' | 'member';
}

export interface LaneRow extends ClientRow {
  deskId: string;
  name: string;
  position: number;
}

export interface Attachment {
  id: string;
  url: string;
  thumb: string | null;
  mime: string;
  name: string;
}

export interface TaskRow extends ClientRow {
  deskId: string;
  laneId: string;
  /** Fractional rank within the lane (base-36 text, compared as text): a move writes this one row only. */
  sortKey: string;
  name: string;
  description: string;
  status: Status;
  /** Finished together with its desk: restoring the desk restores exactly these. */
  finishedWithDesk: boolean;
  priority: Priority;
  performerId: string | null;
  ownerId: string;
  planStart: string | null;
  planEnd: string | null;
  planDays: number | null;
  hoursPlan: number | null;
  hoursFact: number | null;
  checklist: { text: string; done: boolean }[];
  color: string | null;
  border: string | null;
  attachments: Attachment[];
}

/** Co-performers and observers of a task, in rows so "my tasks" is one indexed query. */
export interface TaskPersonRow extends ClientRow {
  taskId: string;
  userId: string;
  role: 'co' | 'observer';
}

export const Desk = defineEntity<DeskRow>({
  name: 'TaskTrackerDesk',
  table: 'task_tracker_desk',
  indices: [{ columns: ['ownerId'] }],
  columns: {
    name: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    status: { type: 'varchar', length: 8 },
    ownerId: { type: 'varchar', length: 36 },
    background: { type: 'varchar', length: 7, nullable: true },
    finished: { type: 'boolean', default: false },
  },
});

export const Member = defineEntity<MemberRow>({
  name: 'TaskTrackerMember',
  table: 'task_tracker_member',
  indices: [{ columns: ['userId'] }, { columns: ['deskId', 'userId'], unique: true }],
  columns: {
    deskId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    role: { type: 'varchar', length: 8 },
  },
});

export const Lane = defineEntity<LaneRow>({
  name: 'TaskTrackerLane',
  table: 'task_tracker_lane',
  indices: [{ columns: ['deskId', 'position'] }],
  columns: {
    deskId: { type: 'varchar', length: 36 },
    name: { type: 'varchar', length: 100 },
    position: { type: 'int' },
  },
});

export const Task = defineEntity<TaskRow>({
  name: 'TaskTrackerTask',
  table: 'task_tracker_task',
  indices: [{ columns: ['performerId', 'planEnd'] }, { columns: ['deskId', 'laneId', 'sortKey'] }],
  columns: {
    deskId: { type: 'varchar', length: 36 },
    laneId: { type: 'varchar', length: 36 },
    sortKey: { type: 'varchar', length: 255 },
    name: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    status: { type: 'varchar', length: 8 },
    finishedWithDesk: { type: 'boolean', default: false },
    priority: { type: 'varchar', length: 8 },
    performerId: { type: 'varchar', length: 36, nullable: true },
    ownerId: { type: 'varchar', length: 36 },
    planStart: { type: 'varchar', length: 10, nullable: true },
    planEnd: { type: 'varchar', length: 10, nullable: true },
    planDays: { type: 'int', nullable: true },
    hoursPlan: { type: 'float', nullable: true },
    hoursFact: { type: 'float', nullable: true },
    checklist: { type: 'simple-json' },
    color: { type: 'varchar', length: 7, nullable: true },
    border: { type: 'varchar', length: 7, nullable: true },
    attachments: { type: 'simple-json' },
  },
});

export const TaskPerson = defineEntity<TaskPersonRow>({
  name: 'TaskTrackerTaskPerson',
  table: 'task_tracker_task_person',
  indices: [{ columns: ['userId'] }, { columns: ['taskId', 'userId', 'role'], unique: true }],
  columns: {
    taskId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    role: { type: 'varchar', length: 8 },
  },
});

export const entities = [Desk, Member, Lane, Task, TaskPerson];
