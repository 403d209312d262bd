import { z } from 'zod';
import { idOf, isoDate, nameText, PageQuery, TagNames, updateOf } from '@atrium/sdk/shared';
import { ATTACHMENTS_MAX, CHECKLIST_MAX, LANES_MAX, RULES, NAME_MAX, PEOPLE_MAX, PRIORITIES, STATUSES, TEXT_MAX } from './constants.js';

const People = z.array(idOf('User')).max(PEOPLE_MAX).default([]);
const Colour = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, RULES.colour)
  .nullable()
  .default(null);
/** A plan day that exists (no 2025-02-31). */
const Day = isoDate(RULES.date).nullable().default(null);
/** A desk's, lane's or task's name: the SDK's name type (a name of only spaces or zero-width characters is refused). */
const Name = nameText(RULES.nameRequired).max(NAME_MAX);
const Hours = z.number().min(0).max(10000).nullable().default(null);

/** A lane as the desk editor sends it: existing lanes keep their `_id`, new ones have none. */
export const LaneInput = z.object({ _id: idOf('TaskTrackerLane').optional(), name: nameText(RULES.laneRequired).max(100) }).strict();

/** A desk as created. The creator becomes its owner. */
export const DeskInput = z
  .object({
    name: Name,
    description: z.string().max(TEXT_MAX).default(''),
    status: z.enum(STATUSES).default('active'),
    background: Colour,
    admins: People,
    members: People,
    lanes: z.array(LaneInput).max(LANES_MAX, RULES.tooManyLanes).default([]),
  })
  .strict();
export type DeskInput = z.output<typeof DeskInput>;
/** `PUT api/task_tracker/{id}`: the fields sent change, the others keep their stored values (a partial update). */
export const DeskUpdate = updateOf(DeskInput);
export type DeskUpdate = z.output<typeof DeskUpdate>;

export const ChecklistItem = z.object({ text: z.string().trim().min(1).max(500), done: z.boolean().default(false) }).strict();

const TaskFields = z
  .object({
    desk: idOf('TaskTrackerDesk'),
    lane: idOf('TaskTrackerLane'),
    name: Name,
    description: z.string().max(TEXT_MAX).default(''),
    status: z.enum(STATUSES).default('active'),
    priority: z.enum(PRIORITIES).default('normal'),
    performer: idOf('User').nullable().default(null),
    coPerformers: People,
    observers: People,
    planStart: Day,
    planEnd: Day,
    planDays: z.number().int().min(0).max(3650).nullable().default(null),
    hoursPlan: Hours,
    hoursFact: Hours,
    checklist: z.array(ChecklistItem).max(CHECKLIST_MAX).default([]),
    tags: TagNames.default([]),
    color: Colour,
    border: Colour,
    attachments: z.array(idOf('File')).max(ATTACHMENTS_MAX).default([]),
  })
  .strict();

/** The plan end is not before its start: on a new task, and on the task a partial update leaves. */
export const planInOrder = (t: { planStart: string | null; planEnd: string | null }) =>
  !(t.planStart && t.planEnd && t.planEnd < t.planStart);

/** A task as created; `desk` and `lane` place it, tags are names of the module's tags. */
export const TaskInput = TaskFields.superRefine((t, ctx) => {
  if (!planInOrder(t)) ctx.addIssue(RULES.planDates.issue(['planEnd']));
});
export type TaskInput = z.output<typeof TaskInput>;
/** `PUT api/task/{id}`: the fields sent change, the others keep their stored values (a partial update; its desk stays). */
export const TaskUpdate = updateOf(TaskFields);
export type TaskUpdate = z.output<typeof TaskUpdate>;

/** PUT api/task_tracker/{desk}/{lane}/add_task: a task added by its name at the lane's end. */
export const AddTaskInput = z.object({ name: Name }).strict();

/**
 * PUT api/task_tracker/{desk}/move_task: the task goes to `lane`, right after `after` (null or left out: at the
 * top). An action, not an update, but a PUT all the same: what is left out is read in the handler, not filled
 * in by the schema (the platform's PUT rule).
 */
export const MoveInput = z
  .object({ task: idOf('TaskTrackerTask'), lane: idOf('TaskTrackerLane'), after: idOf('TaskTrackerTask').nullable().optional() })
  .strict();

/** PUT api/task_tracker/{desk}/finish: finishes the desk and its tasks (`finished` left out: true); `finished: false` restores them. */
export const FinishInput = z.object({ finished: z.boolean().optional() }).strict();

export const DeskListQuery = PageQuery.extend({ finished: z.enum(['0', '1']).default('0') });

/** Tasks as a table: of one desk, or mine (performer or co-performer) across desks, or my team's overdue ones. */
export const TaskListQuery = PageQuery.extend({
  desk: idOf('TaskTrackerDesk').optional(),
  view: z.enum(['desk', 'mine', 'team_overdue']).default('desk'),
  /** team_overdue: whose team; the caller by default, another chief's only for client admins (the chief's dashboard of that user). */
  chief: idOf('User').optional(),
  lane: idOf('TaskTrackerLane').optional(),
  performer: idOf('User').optional(),
  priority: z.enum(PRIORITIES).optional(),
  tag: idOf('Tag').optional(),
  sort: z.enum(['name', 'priority', 'planEnd', 'updatedAt', 'createdAt']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TaskListQuery = z.output<typeof TaskListQuery>;
