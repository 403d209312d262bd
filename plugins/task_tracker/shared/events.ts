import { socketContracts } from '@atrium/sdk/contract';
import type { DeskView, TaskListItem } from './types.js';

const { defineSocketPush, defineRoom } = socketContracts('task_tracker');

/** A desk's live room, by desk id: the tabs that show the desk (its page joins while open). */
export const deskRoom = defineRoom('desk');

/** A comment of a task written, changed or deleted (the wall's comments, parent type `task`). */
export interface CommentPush {
  taskId: string;
  comment: string;
  action: 'created' | 'updated' | 'deleted';
}

/** What a desk's room hears, `task_tracker:<name>` on the wire. */
export const LIVE = {
  task: defineSocketPush<TaskListItem>('task'),
  removed: defineSocketPush<{ _id: string }>('removed'),
  desk: defineSocketPush<DeskView>('desk'),
  comment: defineSocketPush<CommentPush>('comment'),
};
