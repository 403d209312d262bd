import { z } from 'zod';
import { Grant, idOf, isoDate, nameText, PageQuery, updateOf } from '@atrium/sdk/shared';
import {
  DESCRIPTION_MAX,
  FIELD_TYPES,
  FORM_NAME_MAX,
  MAX_FIELDS,
  MAX_OPTIONS,
  MAX_PERFORMERS,
  MAX_RECEIVERS,
  MAX_STEPS,
  MIN_STEPS_TO_START,
  NAME_MAX,
  PERFORMER_KINDS,
  REASON_MAX,
  RULES,
  SERVICE_TYPES,
  STEP_ACTIONS,
} from './constants.js';

export const ServiceGroupInput = z.object({ name: nameText(RULES.groupNameRequired).max(NAME_MAX) }).strict();
export type ServiceGroupInput = z.output<typeof ServiceGroupInput>;
export const ServiceGroupUpdate = updateOf(ServiceGroupInput);

/** One named field of a step's form; a select offers its options. */
export const FormFieldInput = z
  .object({
    _id: z.string().max(36).optional(),
    name: nameText(RULES.fieldNameRequired).max(NAME_MAX),
    type: z.enum(FIELD_TYPES),
    required: z.boolean().default(false),
    options: z.array(z.string().trim().min(1).max(NAME_MAX)).max(MAX_OPTIONS).default([]),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.type === 'select' && f.options.length === 0) ctx.addIssue(RULES.optionsRequired.issue(['options']));
  });

export const StepFormInput = z
  .object({
    name: nameText(RULES.formNameRequired).max(FORM_NAME_MAX, RULES.formNameTooLong),
    fields: z.array(FormFieldInput).max(MAX_FIELDS, RULES.tooManyFields).default([]),
  })
  .strict();

/** Who performs a step; `employees` names one to five of them. */
export const PerformersInput = z
  .object({
    kind: z.enum(PERFORMER_KINDS),
    userIds: z.array(idOf('User')).max(MAX_PERFORMERS, RULES.tooManyPerformers).default([]),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.kind === 'employees' && p.userIds.length === 0) ctx.addIssue(RULES.performersRequired.issue(['userIds']));
  });

export const StepInput = z
  .object({
    _id: z.string().max(36).optional(),
    name: nameText(RULES.stepNameRequired).max(NAME_MAX),
    performers: PerformersInput,
    form: StepFormInput.nullable().default(null),
    review: z.boolean().default(false),
  })
  .strict();
export type StepInput = z.output<typeof StepInput>;

const ServiceFields = z
  .object({
    name: nameText(RULES.nameRequired).max(NAME_MAX),
    description: nameText(RULES.descriptionRequired).max(DESCRIPTION_MAX),
    // A missing group answers the spec's text, not zod's.
    groupId: z.string(RULES.groupRequired).min(1, RULES.groupRequired).max(64).meta({ entity: 'ServiceGroup' }),
    type: z.enum(SERVICE_TYPES).default('simple'),
    departmentId: idOf('Department').nullable().default(null),
    daysLimit: z.number(RULES.daysLimit).int(RULES.daysLimit).min(0, RULES.daysLimit).max(365, RULES.daysLimit).default(0),
    forAll: z.boolean().default(true),
    audience: z.array(Grant).max(100).default([]),
    receivers: z.array(idOf('User')).min(1, RULES.receiversRequired).max(MAX_RECEIVERS),
    steps: z.array(StepInput).min(1, RULES.noSteps).max(MAX_STEPS, RULES.tooManySteps),
    articleId: idOf('Article').nullable().default(null),
  })
  .strict();

/** A simple service has exactly one step; a multi-step one up to five. */
const oneStepWhenSimple = (s: { type?: string; steps?: unknown[] }, ctx: z.RefinementCtx) => {
  if (s.type === 'simple' && s.steps && s.steps.length > 1) ctx.addIssue(RULES.simpleOneStep.issue(['steps']));
};
export const ServiceInput = ServiceFields.superRefine(oneStepWhenSimple);
export type ServiceInput = z.output<typeof ServiceInput>;
export const ServiceUpdate = updateOf(ServiceFields).superRefine(oneStepWhenSimple);
export type ServiceUpdate = z.output<typeof ServiceUpdate>;

/** The catalogue's page, one group's services when `groupId` is given. */
export const ServiceListQuery = PageQuery.extend({ groupId: idOf('ServiceGroup').optional() });

/** Filing a request of a service (`POST api/user/send_service_req`): it starts at once. */
/** A form's values by field id; each form's own schema (`formValuesSchema`) checks them once the form is known. */
const FormValuesInput = z.record(z.string().max(36), z.unknown());

/** Filing a request of a service (`POST api/user/send_service_req`): it starts at once; `values` fill the first step's form. */
export const SendServiceRequest = z.object({ service: idOf('Service'), values: FormValuesInput.optional() }).strict();

/** A performer's decision; a decline says why. */
export const PassStepInput = z
  .object({
    action: z.enum(STEP_ACTIONS, RULES.invalidAction),
    reason: z.string().trim().max(REASON_MAX).optional(),
    /** The values of the step's form, filled by its performer when accepting. */
    values: FormValuesInput.optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.action === 'decline' && !p.reason) ctx.addIssue(RULES.declineReasonMissing.issue(['reason']));
  });
export type PassStepInput = z.output<typeof PassStepInput>;

/** Words a request's name contains (a list's search box). */
const RequestSearch = z.string().trim().max(NAME_MAX).optional();

/**
 * One initiator's requests (`GET api/bp/runned/{userId}`): of one service (`bp`), finished ones (`finished=1`), filed
 * from / to a day; `q` (not in the spec) keeps those whose name contains it.
 */
export const RunnedQuery = PageQuery.extend({
  bp: idOf('Service').optional(),
  q: RequestSearch,
  finished: z.enum(['0', '1']).optional(),
  from: isoDate('from is a date').optional(),
  to: isoDate('to is a date').optional(),
});

/** `GET api/bp/waiting` (not in the spec): the running requests whose waiting step the caller performs. */
export const WaitingQuery = PageQuery.extend({ bp: idOf('Service').optional(), q: RequestSearch });

/** A step of a request drawn by hand: a name, performers and the review flag (the service's forms stay the service's). */
export const RequestStepInput = z
  .object({
    name: nameText(RULES.stepNameRequired).max(NAME_MAX),
    performers: PerformersInput,
    review: z.boolean().default(false),
  })
  .strict();
export type RequestStepInput = z.output<typeof RequestStepInput>;

/** `PUT api/bp/{bp}/step`: the step named by `_id`, changed; the review flag left out keeps its value (PUT is partial). */
export const RequestStepUpdate = RequestStepInput.extend({ _id: z.string().min(1).max(36), review: z.boolean().optional() }).strict();
export type RequestStepUpdate = z.output<typeof RequestStepUpdate>;

const requestName = nameText(RULES.requestNameRequired).max(NAME_MAX);

/**
 * `POST api/bp`: a request of a service with a route drawn by hand. It starts at once and then needs two steps at
 * least; with `template` it is kept as the caller's template instead (one step is enough to keep).
 */
export const RequestInput = z
  .object({
    service: idOf('Service'),
    name: requestName.optional(),
    steps: z.array(RequestStepInput).min(1, RULES.noSteps).max(MAX_STEPS, RULES.tooManySteps),
    template: z.boolean().default(false),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (!r.template && r.steps.length < MIN_STEPS_TO_START) ctx.addIssue(RULES.twoStepsToStart.issue(['steps']));
  });
export type RequestInput = z.output<typeof RequestInput>;

/** `PUT api/bp/{id}`: a request or template renamed (its steps have their own calls). */
export const RequestUpdate = z.object({ name: requestName }).strict();

/** `POST api/bp/start`: a request started from one of the caller's templates. */
export const StartFromTemplate = z.object({ template: idOf('ServiceRequest') }).strict();
