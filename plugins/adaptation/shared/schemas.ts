import { z } from 'zod';
import { idOf, isoDate, nameText, PageQuery, safeUrl, updateOf } from '@atrium/sdk/shared';
import {
  ADAPT_ROLES,
  MAX_DELAY,
  MAX_PEOPLE,
  MAX_SCENARIOS,
  MAX_STAGES,
  MAX_STEPS_PER_STAGE,
  MAX_TENURE_DAYS,
  MAX_TENURE_ITEMS,
  NAME_MAX,
  RULES,
  TEXT_MAX,
  TRACK_STATES,
} from './constants.js';

/** A scenario: a named chain of the track's stages, in the order a newcomer goes through them. */
export const ScenarioInput = z
  .object({
    _id: z.string().max(36).optional(),
    name: nameText(RULES.scenarioNameRequired).max(NAME_MAX),
    stages: z.array(z.string().min(1).max(36)).max(MAX_STAGES),
  })
  .strict();
export type ScenarioInput = z.output<typeof ScenarioInput>;

const TrackFields = z
  .object({
    name: nameText(RULES.nameRequired).max(NAME_MAX),
    description: z.string().trim().max(TEXT_MAX).default(''),
    state: z.enum(TRACK_STATES).default('not_running'),
    scenarios: z.array(ScenarioInput).min(1).max(MAX_SCENARIOS).optional(),
  })
  .strict();
/** A track as created (`POST api/adaptation`); it starts with one scenario of no stages unless scenarios are sent. */
export const TrackInput = TrackFields;
export type TrackInput = z.output<typeof TrackInput>;
/** `PUT api/adaptation/{id}`: the fields sent change, the others keep their values. */
export const TrackUpdate = updateOf(TrackFields);
export type TrackUpdate = z.output<typeof TrackUpdate>;

export const TrackListQuery = PageQuery.extend({ state: z.enum(TRACK_STATES).optional() });

/** A stage added to the track and appended to a scenario (the first one when none is named). */
export const StageInput = z
  .object({
    name: nameText(RULES.stageNameRequired).max(NAME_MAX),
    /** Pays the shop's "adaptation stage" reward when the newcomer finishes the stage. */
    reward: z.boolean().default(false),
    scenario: z.string().max(36).optional(),
  })
  .strict();
/** A stage renamed, its reward changed, or both. */
export const StageUpdate = z
  .object({
    _id: z.string().min(1).max(36),
    name: nameText(RULES.stageNameRequired).max(NAME_MAX).optional(),
    reward: z.boolean().optional(),
  })
  .strict();
export const StageQuery = z.object({ stage: z.string().min(1).max(36) });

export const StepFields = z
  .object({
    name: nameText(RULES.stepNameRequired).max(NAME_MAX),
    task: z.string().trim().max(TEXT_MAX).default(''),
    /** Pays the shop's "adaptation step" reward to the newcomer when the step is finished. */
    reward: z.boolean().default(false),
    /** One of the shop's achievements, granted with the step's reward. */
    achievementId: idOf('ShopAchievement').nullable().default(null),
    link: safeUrl(RULES.linkInvalid).nullable().default(null),
    articleId: idOf('Article').nullable().default(null),
    pollId: idOf('Poll').nullable().default(null),
    /** Days after the adaptation's start on which the step opens. */
    delay: z.number(RULES.delayBounds).int(RULES.delayBounds).min(0, RULES.delayBounds).max(MAX_DELAY, RULES.delayBounds).default(0),
    /** Tells the newcomer and the mentor when the step opens. */
    notify: z.boolean().default(true),
  })
  .strict();
export type StepFields = z.output<typeof StepFields>;
/** A step added at the end of a stage. */
export const StepInput = StepFields.extend({ stage: z.string().min(1).max(36) }).strict();
export type StepInput = z.output<typeof StepInput>;
/** A step changed: the fields sent, the others kept. */
export const StepUpdate = updateOf(StepFields)
  .extend({ _id: z.string().min(1).max(36) })
  .strict();
export type StepUpdate = z.output<typeof StepUpdate>;
export const StepQuery = z.object({ step: z.string().min(1).max(36) });

/** The steps of one stage in their new order; a step of another stage named here moves into this one. */
export const StageStepsInput = z.object({ steps: z.array(z.string().min(1).max(36)).max(MAX_STEPS_PER_STAGE) }).strict();

/** Putting a newcomer on a track (`POST api/adaptation/add_user`); the chief is the newcomer's when not named. */
export const AddUserInput = z
  .object({
    track: idOf('AdaptTrack'),
    user: z.string(RULES.employeeRequired).min(1, RULES.employeeRequired).max(64).meta({ entity: 'User' }),
    mentor: z.string(RULES.mentorRequired).min(1, RULES.mentorRequired).max(64).meta({ entity: 'User' }),
    chief: idOf('User').nullable().optional(),
    hr: idOf('User').nullable().default(null),
    scenario: z.string().max(36).optional(),
    start: isoDate('start is a date').optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.mentor === a.user) ctx.addIssue(RULES.mentorIsNewcomer.issue(['mentor']));
    if (a.hr && a.hr === a.user) ctx.addIssue(RULES.hrIsNewcomer.issue(['hr']));
  });
export type AddUserInput = z.output<typeof AddUserInput>;

/** Any word: a role that is not one of the four is refused with 403, as a role the caller does not hold. */
export const RoleParam = z.string().min(1).max(20);
export const isAdaptRole = (role: string): role is (typeof ADAPT_ROLES)[number] => (ADAPT_ROLES as readonly string[]).includes(role);

/** Pausing or resuming one adaptation (`PUT api/adaptation/active`). */
export const ActiveInput = z.object({ _id: idOf('AdaptUserTrack'), active: z.boolean() }).strict();

const tenureDays = z.number(RULES.daysBounds).int(RULES.daysBounds).min(1, RULES.daysBounds).max(MAX_TENURE_DAYS, RULES.daysBounds);
export const TenureAward = z.object({ days: tenureDays }).strict();
export const TenurePoll = z.object({ days: tenureDays, poll: idOf('Poll') }).strict();

/** The module's settings: mentors and HR specialists to pick from, and what tenure brings on which day. */
export const SettingsInput = z
  .object({
    mentors: z.array(idOf('User')).max(MAX_PEOPLE).default([]),
    hrs: z.array(idOf('User')).max(MAX_PEOPLE).default([]),
    awards: z.array(TenureAward).max(MAX_TENURE_ITEMS).default([]),
    polls: z.array(TenurePoll).max(MAX_TENURE_ITEMS).default([]),
  })
  .strict()
  .superRefine((s, ctx) => {
    const repeated = <T>(list: T[], key: (x: T) => unknown) => list.findIndex((x, i) => list.slice(0, i).some((y) => key(y) === key(x)));
    const award = repeated(s.awards, (a) => a.days);
    if (award >= 0) ctx.addIssue(RULES.dayRepeated.issue(['awards', award, 'days']));
    const day = repeated(s.polls, (p) => p.days);
    if (day >= 0) ctx.addIssue(RULES.dayRepeated.issue(['polls', day, 'days']));
    const poll = repeated(s.polls, (p) => p.poll);
    if (poll >= 0) ctx.addIssue(RULES.pollRepeated.issue(['polls', poll, 'poll']));
  });
export type SettingsInput = z.output<typeof SettingsInput>;
