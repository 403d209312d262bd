import type { AdaptRole, StepPlugin, StepStatus, TrackState } from './constants.js';

/** A step of a track as the editor shows it. */
export interface StepView {
  _id: string;
  name: string;
  task: string;
  reward: boolean;
  achievementId: string | null;
  link: string | null;
  articleId: string | null;
  pollId: string | null;
  delay: number;
  notify: boolean;
}

export interface StageView {
  _id: string;
  name: string;
  reward: boolean;
  steps: StepView[];
}

export interface ScenarioView {
  _id: string;
  name: string;
  stages: string[];
}

export interface TrackView {
  _id: string;
  name: string;
  description: string;
  state: TrackState;
  stages: StageView[];
  scenarios: ScenarioView[];
  /** Adaptations on the track, and those not finished yet. */
  members: number;
  unfinished: number;
  createdAt: string;
}

/** The module's figures on the tracks page (our call `GET api/adaptation/summary`), counted by the database. */
export interface TracksSummary {
  tracks: number;
  running: number;
  /** Adaptations on every track. */
  members: number;
}

export interface TrackListItem {
  _id: string;
  name: string;
  state: TrackState;
  stages: number;
  steps: number;
  members: number;
  createdAt: string;
}

/** One adaptation (a user track): who is in it and how far the newcomer got. */
export interface AdaptationView {
  _id: string;
  trackId: string;
  trackName: string;
  scenarioId: string;
  userId: string;
  mentorId: string;
  chiefId: string | null;
  hrId: string | null;
  start: string;
  end: string | null;
  active: boolean;
  /** Steps of the adaptation's scenario (deleted ones left out) and how many of them are finished. */
  total: number;
  finished: number;
  /** The full names of its people by id. */
  names: Record<string, string>;
}

/** A step as one adaptation has it: its day, its state and what is off for the client. */
export interface JourneyStepView extends StepView {
  day: string;
  status: StepStatus;
  finishedAt: string | null;
  /** Plugins the step uses that are off for the client: the step says so instead of failing. */
  unavailable: StepPlugin[];
}

export interface JourneyStageView {
  _id: string;
  name: string;
  steps: JourneyStepView[];
}

/** What a role may do in the adaptation it views. */
export interface RoleMay {
  finish: boolean;
  rollback: boolean;
  resume: boolean;
  del: boolean;
  active: boolean;
}

/** An adaptation through one role's eyes (`on/{adapt}/as/{role}`), or whole (`on_track/{id}`, role null for managers). */
export interface JourneyView {
  adaptation: AdaptationView;
  role: AdaptRole | null;
  /** The caller's roles in the adaptation. */
  roles: AdaptRole[];
  may: RoleMay;
  stages: JourneyStageView[];
}

/** Adaptations of a track by state: not started yet, in progress, paused, finished. */
export interface AdaptationStates {
  waiting: number;
  running: number;
  paused: number;
  finished: number;
}

/** A newcomer in progress and the steps whose day has passed while they are still not finished. */
export interface OverdueItem extends AdaptationView {
  overdue: number;
}

/** A track's figures: its newcomers by state, and a page of the newcomers in progress with their overdue steps. */
export interface TrackAnalytics {
  states: AdaptationStates;
  overdue: { result: OverdueItem[]; page: number; limit: number; total: number };
}

/** An adaptation in someone's list, with the roles the user has in it. */
export interface ListForItem extends AdaptationView {
  roles: AdaptRole[];
}

export interface SettingsView {
  mentors: string[];
  hrs: string[];
  awards: { days: number }[];
  polls: { days: number; poll: string }[];
  /** Whether the caller may change them. */
  mayManage: boolean;
}
