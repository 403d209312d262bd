import { z } from 'zod';
import { idOf, isoDate, nameText, PageQuery, updateOf } from '@atrium/sdk/shared';
import { IDP_STATUSES, IDP_VIEWS, MAX_NOTES, MAX_TASKS, RULES, TEXT_MAX, TITLE_MAX } from './constants.js';

/** A task or note keeps its id on edit (the change log and reminders refer to it) and gets one when new. */
const itemId = z.string().max(36).optional();

export const IdpTaskInput = z
  .object({ _id: itemId, title: nameText(RULES.taskTitleRequired).max(TITLE_MAX), deadline: isoDate(RULES.deadlineDate) })
  .strict();
export const IdpNoteInput = z.object({ _id: itemId, text: nameText(RULES.noteRequired).max(TEXT_MAX) }).strict();

const IdpFields = z
  .object({
    title: nameText(RULES.titleRequired).max(TITLE_MAX),
    employee: z.string(RULES.employeeRequired).min(1, RULES.employeeRequired).max(64).meta({ entity: 'User' }),
    observer: idOf('User').nullable().default(null),
    description: z.string().max(TEXT_MAX).default(''),
    // Finished through a change of status; a new plan is active.
    status: z.enum(IDP_STATUSES).default('active'),
    tasks: z.array(IdpTaskInput).max(MAX_TASKS).default([]),
    notes: z.array(IdpNoteInput).max(MAX_NOTES).default([]),
  })
  .strict();

export const IdpInput = IdpFields;
export type IdpInput = z.output<typeof IdpInput>;
/** A PUT: fields left out keep their values; `tasks` and `notes` are given whole. */
export const IdpUpdate = updateOf(IdpFields);
export type IdpUpdate = z.output<typeof IdpUpdate>;

export const IdpListQuery = PageQuery.extend({ view: z.enum(IDP_VIEWS).default('all'), status: z.enum(IDP_STATUSES).optional() });
export const FinishTaskInput = z.object({ idp: idOf('Idp'), task: idOf('IdpTask') }).strict();
