import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf } from '@atrium/sdk/shared';
import {
  AddTaskInput,
  DeskInput,
  DeskListQuery,
  DeskUpdate,
  FinishInput,
  MoveInput,
  TaskInput,
  TaskListQuery,
  TaskUpdate,
} from './schemas.js';
import type { DeskWithTasks, DeskListItem, DeskView, TaskListItem, TaskView } from './types.js';

/** Id params name their entity, so the isolation suite can try another client's ids. */
const DeskId = z.object({ id: idOf('TaskTrackerDesk') });
const Desk = z.object({ desk: idOf('TaskTrackerDesk') });
const TaskId = z.object({ id: idOf('TaskTrackerTask') });

/**
 * Every route of the task tracker (desks through the generic module calls
 * `api/task_tracker[/{id}]`; comments are the wall's `api/comment` with parent type task, README).
 */
export const trackerRoutes = {
  desks: defineRoute('get', '/task_tracker', { query: DeskListQuery, answer: wire.page<DeskListItem>() }),
  desk: defineRoute('get', '/task_tracker/:id', { params: DeskId, answer: wire.result<DeskWithTasks>() }),
  createDesk: defineRoute('post', '/task_tracker', { body: DeskInput, answer: wire.result<DeskView>() }),
  updateDesk: defineRoute('put', '/task_tracker/:id', { params: DeskId, body: DeskUpdate, answer: wire.result<DeskView>() }),
  removeDesk: defineRoute('delete', '/task_tracker/:id', { params: DeskId, answer: wire.result<{ _id: string }>() }),
  addTask: defineRoute('put', '/task_tracker/:desk/:lane/add_task', {
    params: Desk.extend({ lane: idOf('TaskTrackerLane') }),
    body: AddTaskInput,
    answer: wire.result<TaskListItem>(),
  }),
  removeLane: defineRoute('delete', '/task_tracker/:desk/lane/:lane', {
    params: Desk.extend({ lane: idOf('TaskTrackerLane') }),
    answer: wire.result<{ _id: string }>(),
  }),
  moveTask: defineRoute('put', '/task_tracker/:desk/move_task', { params: Desk, body: MoveInput, answer: wire.result<TaskListItem>() }),
  finish: defineRoute('put', '/task_tracker/:desk/finish', { params: Desk, body: FinishInput, answer: wire.result<DeskView>() }),
  tasks: defineRoute('get', '/task', { query: TaskListQuery, answer: wire.page<TaskListItem>() }),
  task: defineRoute('get', '/task/:id', { params: TaskId, answer: wire.result<TaskView>() }),
  createTask: defineRoute('post', '/task', { body: TaskInput, answer: wire.result<TaskView>() }),
  updateTask: defineRoute('put', '/task/:id', { params: TaskId, body: TaskUpdate, answer: wire.result<TaskView>() }),
  removeTask: defineRoute('delete', '/task/:id', { params: TaskId, answer: wire.result<{ _id: string }>() }),
};
