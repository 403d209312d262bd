import type { EmployeeCard, TagView } from '@atrium/sdk/shared';
import type { Priority, Status } from './constants.js';

export interface LaneView {
  _id: string;
  name: string;
  position: number;
}

/** A desk as its page shows it; `manage` says whether the caller may change it. */
export interface DeskView {
  _id: string;
  name: string;
  description: string;
  status: Status;
  finished: boolean;
  ownerId: string;
  background: string | null;
  admins: string[];
  members: string[];
  lanes: LaneView[];
  manage: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface DeskListItem {
  _id: string;
  name: string;
  description: string;
  status: Status;
  finished: boolean;
  background: string | null;
  ownerId: string;
  updatedAt: string;
}

export interface AttachmentView {
  _id: string;
  url: string;
  thumb: string | null;
  mime: string;
  name: string;
}

/** A task as lists show it: a card on the kanban and a row of the table. */
export interface TaskListItem {
  _id: string;
  deskId: string;
  laneId: string;
  sortKey: string;
  name: string;
  status: Status;
  priority: Priority;
  performerId: string | null;
  ownerId: string;
  planStart: string | null;
  planEnd: string | null;
  planDays: number | null;
  color: string | null;
  border: string | null;
  tags: TagView[];
  checklistDone: number;
  checklistTotal: number;
  createdAt: string;
  updatedAt: string;
}

/** A task with everything the task dialog shows (its comments are the wall's, `ParentComment`). */
export interface TaskView extends TaskListItem {
  description: string;
  coPerformers: string[];
  observers: string[];
  hoursPlan: number | null;
  hoursFact: number | null;
  checklist: { text: string; done: boolean }[];
  attachments: AttachmentView[];
  manage: boolean;
}

/** A desk with its tasks, lane by lane in their order, and the cards of its people (owner, admins, members, performers). */
export interface DeskWithTasks {
  desk: DeskView;
  tasks: TaskListItem[];
  people: EmployeeCard[];
}
