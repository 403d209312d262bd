import { defineRules } from '@atrium/sdk/rules';

/** A service is simple (one step) or multi-step (spec features §3). */
export const SERVICE_TYPES = ['simple', 'multi'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Who performs a step: the initiator, the initiator's direct chief, or chosen employees (one or several). */
export const PERFORMER_KINDS = ['initiator', 'chief', 'employees'] as const;
export type PerformerKind = (typeof PERFORMER_KINDS)[number];

/** The 13 form field types of spec features §3. */
export const FIELD_TYPES = [
  'string',
  'text',
  'number',
  'date',
  'period',
  'select',
  'checkbox',
  'file',
  'dept',
  'user',
  'users',
  'phone',
  'email',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Limits of spec features §9. */
export const MAX_STEPS = 5;
/** A request whose route is drawn by hand (or by a template) needs this many steps to start (spec features §4). */
export const MIN_STEPS_TO_START = 2;
export const MAX_PERFORMERS = 5;
export const MAX_FIELDS = 10;
export const FORM_NAME_MAX = 50;
export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const MAX_OPTIONS = 50;
export const MAX_RECEIVERS = 100;
/** A form's string field holds at most 50 characters (spec features §5); a text field is long. */
export const STRING_MAX = 50;
export const TEXT_MAX = 5000;
export const MAX_CHOSEN_USERS = 100;

/** The grant resource type of a service's audience (also its search kind). */
export const SERVICE_RESOURCE = 'service';
/** The module administrator role: manages groups and services, like an admin. */
export const SERVICES_ADMIN_ROLE = 'services_admin';

/** The texts of the rules (spec features §5 and §8), shared by server and UI. */
export const RULES = defineRules('services', {
  nameRequired: 'service name required',
  descriptionRequired: 'service description required',
  groupRequired: 'service group required',
  groupNameRequired: 'group name required',
  groupNotEmpty: 'group not empty',
  tooManySteps: `maximum ${MAX_STEPS} steps`,
  noSteps: 'at least one step',
  stepNameRequired: 'step name required',
  tooManyPerformers: `maximum ${MAX_PERFORMERS} employees per step`,
  performersRequired: 'choose the employees who perform the step',
  formNameRequired: 'form name required',
  formNameTooLong: `form name is at most ${FORM_NAME_MAX} characters`,
  tooManyFields: `maximum ${MAX_FIELDS} fields per form`,
  fieldNameRequired: 'field name required',
  optionsRequired: 'a select field needs options',
  receiversRequired: 'receivers required',
  simpleOneStep: 'a simple service has one step',
  daysLimit: 'days limit is a whole number of days',
  noAccess: 'No access',
  chiefUnknown: 'chief cannot be determined',
  invalidAction: 'invalid action',
  declineReasonMissing: 'decline reason missing',
  requestFinished: 'the request is finished',
  requestNameRequired: 'request name required',
  twoStepsToStart: `a request needs at least ${MIN_STEPS_TO_START} steps to start`,
  templateDoesNotRun: 'a template does not run',
  stepReached: 'a step that has been reached cannot be changed',
  lastStep: 'the only step cannot be removed',
  valueRequired: 'fill in this field',
  stringTooLong: `at most ${STRING_MAX} characters`,
  textTooLong: `at most ${TEXT_MAX} characters`,
  invalidValue: 'invalid value',
  invalidDate: 'date as yyyy-mm-dd',
  periodOrder: 'the period ends before it starts',
  invalidPhone: 'invalid phone number',
  invalidEmail: 'invalid e-mail',
});

/** What a performer does with the step that waits for them. */
export const STEP_ACTIONS = ['accept', 'decline'] as const;
/** A request's result once its last step is accepted or any step declined. */
export const REQUEST_RESULTS = ['succeeded', 'rejected'] as const;
export type RequestResult = (typeof REQUEST_RESULTS)[number];
export const REASON_MAX = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A step's deadline: the service's days limit from when the step reached its performers (none for 0). */
export const deadlineOf = (from: Date, daysLimit: number) =>
  daysLimit > 0 ? new Date(from.getTime() + daysLimit * DAY_MS).toISOString() : null;

/** The wall's comment parent type of requests (spec core §3: Comment parent `bp`). */
export const REQUEST_COMMENTS = 'bp';

/** The knowledge base's code: a service may name one of its articles; its feature switches the article field on. */
export const KNOWLEDGE_BASE = 'knowl_base';
