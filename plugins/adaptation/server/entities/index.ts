import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { TrackState } from '../../shared/constants.js';
import type { StepFields } from '../../shared/schemas.js';

/** A step as stored: ids are `id`, answered as `_id` like every row's. */
export type StoredStep = StepFields & { id: string };
export interface StoredStage {
  id: string;
  name: string;
  /** Pays the shop's "adaptation stage" reward when the newcomer finishes the stage's last step (absent on stages stored before it). */
  reward?: boolean;
  steps: StoredStep[];
}
export interface StoredScenario {
  id: string;
  name: string;
  stages: string[];
}

export interface AdaptTrackRow extends ClientRow {
  name: string;
  description: string;
  state: TrackState;
  /** Stages with their steps, read and written whole: a track is at most 30 stages of 50 steps. */
  stages: StoredStage[];
  scenarios: StoredScenario[];
  authorId: string;
}

/** An onboarding track: stages of steps, chained into scenarios. */
export const AdaptTrack = defineEntity<AdaptTrackRow>({
  name: 'AdaptTrack',
  table: 'adaptation_track',
  columns: {
    name: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    state: { type: 'varchar', length: 12 },
    stages: { type: 'simple-json' },
    scenarios: { type: 'simple-json' },
    authorId: { type: 'varchar', length: 36 },
  },
  indices: [{ columns: ['createdAt'] }],
});

/** A step finished in one adaptation, and when. */
export interface FinishedStep {
  step: string;
  at: string;
}

export interface AdaptUserTrackRow extends ClientRow {
  trackId: string;
  scenarioId: string;
  userId: string;
  mentorId: string;
  chiefId: string | null;
  hrId: string | null;
  start: Date;
  /** Set when the newcomer's last step is finished; cleared by a rollback. */
  end: Date | null;
  /** Finished steps in the order they were finished (a rollback takes the last back). */
  finished: FinishedStep[];
  /** Steps deleted from this adaptation only. */
  deleted: string[];
  /** A paused adaptation opens no steps and takes no finishes. */
  active: boolean;
}

/** One adaptation: a newcomer on a track with a mentor, a chief and HR. A newcomer is on a track once. */
export const AdaptUserTrack = defineEntity<AdaptUserTrackRow>({
  name: 'AdaptUserTrack',
  table: 'adaptation_user_track',
  columns: {
    trackId: { type: 'varchar', length: 36 },
    scenarioId: { type: 'varchar', length: 36 },
    userId: { type: 'varchar', length: 36 },
    mentorId: { type: 'varchar', length: 36 },
    chiefId: { type: 'varchar', length: 36, nullable: true },
    hrId: { type: 'varchar', length: 36, nullable: true },
    start: { type: 'datetime', precision: 3 },
    end: { type: 'datetime', precision: 3, nullable: true },
    finished: { type: 'simple-json' },
    deleted: { type: 'simple-json' },
    active: { type: 'boolean', default: true },
  },
  indices: [
    { columns: ['trackId', 'userId'], unique: true },
    { columns: ['userId'] },
    { columns: ['mentorId'] },
    { columns: ['chiefId'] },
    { columns: ['hrId'] },
    { columns: ['end', 'active'] },
  ],
});

/**
 * What happened once in an adaptation: a step opened (`step:<id>`), a tenure award paid (`award:<days>`), a
 * tenure poll sent (`poll:<days>`). Written with `insertOnce` before acting, so two nodes or a rerun act once.
 */
export interface AdaptMarkRow extends ClientRow {
  userTrackId: string;
  mark: string;
}

export const AdaptMark = defineEntity<AdaptMarkRow>({
  name: 'AdaptMark',
  table: 'adaptation_mark',
  columns: {
    userTrackId: { type: 'varchar', length: 36 },
    mark: { type: 'varchar', length: 60 },
  },
  indices: [{ columns: ['userTrackId', 'mark'], unique: true }],
});

export interface AdaptSettingsRow extends ClientRow {
  mentors: string[];
  hrs: string[];
  awards: { days: number }[];
  polls: { days: number; poll: string }[];
}

/** The module's settings, one row per client (lists, which the SDK's flat settings do not hold). */
export const AdaptSettings = defineEntity<AdaptSettingsRow>({
  name: 'AdaptSettings',
  table: 'adaptation_settings',
  columns: {
    mentors: { type: 'simple-json' },
    hrs: { type: 'simple-json' },
    awards: { type: 'simple-json' },
    polls: { type: 'simple-json' },
  },
  indices: [{ columns: [], unique: true, name: 'ux_adaptation_settings_client' }],
});
