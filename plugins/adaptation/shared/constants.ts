import { defineRules } from '@atrium/sdk/rules';

/** A track's states (spec features §4): not running (being prepared), running, stopped, ended. */
export const TRACK_STATES = ['not_running', 'running', 'stopped', 'ended'] as const;
export type TrackState = (typeof TRACK_STATES)[number];

/** The roles in an adaptation; each sees its steps through `GET api/adaptation/on/{adapt}/as/{role}`. */
export const ADAPT_ROLES = ['novice', 'mentor', 'chief', 'hr'] as const;
export type AdaptRole = (typeof ADAPT_ROLES)[number];

/** A step of one adaptation: its day has not come, it is open, finished, or deleted from this adaptation. */
export const STEP_STATUSES = ['waiting', 'open', 'finished', 'deleted'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** Other plugins a step leans on; a step whose plugin is off for the client names it instead of failing. */
export const STEP_PLUGINS = ['shop', 'polls', 'knowl_base'] as const;
export type StepPlugin = (typeof STEP_PLUGINS)[number];

/** The module administrator role: manages tracks and settings, like an admin. */
export const ADAPTATION_ADMIN_ROLE = 'adaptation_admin';

/** The shop's reward causes of the plugin (keys of the shop's `rewardCauses`). */
export const STEP_CAUSE = 'adapt_step';
export const STAGE_CAUSE = 'adapt_stage';
export const TENURE_CAUSE = 'adapt_tenure';

export const NAME_MAX = 200;
export const TEXT_MAX = 5000;
export const MAX_STAGES = 30;
export const MAX_STEPS_PER_STAGE = 50;
export const MAX_SCENARIOS = 10;
/** A step opens at most a year after the start; tenure lists reach ten years. */
export const MAX_DELAY = 365;
export const MAX_TENURE_DAYS = 3650;
export const MAX_TENURE_ITEMS = 50;
export const MAX_PEOPLE = 200;

/** The texts of the rules (spec features §5 and §8), shared by server and UI. */
export const RULES = defineRules('adaptation', {
  nameRequired: 'track name required',
  stageNameRequired: 'stage name required',
  scenarioNameRequired: 'scenario name required',
  stepNameRequired: 'step name required',
  employeeRequired: 'employee required',
  mentorRequired: 'mentor required',
  employeeOnTrack: 'employee already on the track',
  mentorIsNewcomer: 'mentor cannot be the newcomer',
  hrIsNewcomer: 'HR cannot be the newcomer',
  unknownEmployee: 'no such employee',
  pollRepeated: 'tenure polls must not repeat polls',
  dayRepeated: 'day numbers must not repeat',
  delayBounds: `days after the start are 0 to ${MAX_DELAY}`,
  daysBounds: `days are 1 to ${MAX_TENURE_DAYS}`,
  linkInvalid: 'link must be a valid URL',
  stepInProgress: 'a step cannot be deleted while an adaptation on the track is in progress',
  trackUnfinished: 'the track has unfinished adaptations',
  trackEnded: 'the track has ended',
  unknownStage: 'no such stage',
  unknownStep: 'no such step',
  unknownScenario: 'no such scenario',
  stageNotInScenario: 'the stage is not in the scenario',
  stepNotOpen: 'the step is not open yet',
  stepFinished: 'the step is already finished',
  stepNotDone: 'the step is neither finished nor deleted',
  nothingFinished: 'no finished step to roll back',
  adaptationPaused: 'the adaptation is paused',
  adaptationEnded: 'the adaptation has ended',
  noAccess: 'No access',
});
