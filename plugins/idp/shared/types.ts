import type { EmployeeCard } from '@atrium/sdk/shared';
import type { IdpStatus } from './constants.js';

export interface IdpTaskView {
  _id: string;
  title: string;
  deadline: string;
  finished: boolean;
  finishedAt: string | null;
}
export interface IdpNoteView {
  _id: string;
  text: string;
}
/** One entry of the change log: who did what, when; `details` names the fields changed or the task finished. */
export interface IdpHistoryView {
  _id: string;
  user: EmployeeCard;
  action: 'created' | 'changed' | 'task_finished' | 'finished';
  details: string[];
  createdAt: string;
}
export interface IdpListItem {
  _id: string;
  title: string;
  status: IdpStatus;
  employee: EmployeeCard;
  createdAt: string;
}
export interface IdpView extends IdpListItem {
  description: string;
  creator: EmployeeCard;
  observer: EmployeeCard | null;
  tasks: IdpTaskView[];
  notes: IdpNoteView[];
  history: IdpHistoryView[];
  /** Whether the caller may change or delete it. */
  canEdit: boolean;
}
export interface FinishTaskResult {
  tasks: IdpTaskView[];
  history: IdpHistoryView[];
}

/** A task past its deadline, with its plan and employee. */
export interface OverdueTask {
  _id: string;
  title: string;
  deadline: string;
  idpId: string;
  idpTitle: string;
  employee: EmployeeCard;
}
/** Plans and tasks by status, and the oldest overdue tasks (at most 20; `overdue` counts them all). */
export interface IdpSummary {
  plans: Record<IdpStatus, number>;
  tasks: { open: number; finished: number; overdue: number };
  overdue: OverdueTask[];
}
