import { defineRules } from '@atrium/sdk/rules';
/** Desk and task statuses; `closed` is finished, and a `hidden` desk only its managers see. */
export const STATUSES = ['open', 'active', 'closed', 'hidden'] as const;
export type Status = (typeof STATUSES)[number];

export const PRIORITIES = ['low', 'normal', 'high', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** The tag model of tasks (module: the plugin code). */
export const TASK_MODEL = 'task';
/** The comment parent type of tasks: their comments are the wall's (`api/comment?parent_type=task`). */
export const TASK_COMMENTS = 'task';
/** The `ctx.files` owner type of task attachments. */
export const TASK_FILES = 'task';

export const NAME_MAX = 200;
export const TEXT_MAX = 5000;
export const LANES_MAX = 30;
export const PEOPLE_MAX = 100;
export const CHECKLIST_MAX = 50;
export const ATTACHMENTS_MAX = 20;

/** Validation and access texts, shared by server and UI. */
export const RULES = defineRules('task_tracker', {
  nameRequired: 'name required',
  deskRequired: 'desk required',
  laneRequired: 'lane name required',
  tooManyLanes: `at most ${LANES_MAX} lanes`,
  noAccess: 'No access',
  laneNotOnDesk: 'the lane does not belong to this board',
  afterNotInLane: 'the card to put it after is not in that lane',
  deskFinished: 'the board is finished',
  planDates: 'the plan end is before its start',
  date: 'date must be a real day as yyyy-mm-dd',
  colour: 'colour must be #rrggbb',
  performerNotOnDesk: 'performers must be members of the board',
});
