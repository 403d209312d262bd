import type { ServerAnswer } from '@atrium/sdk/server';
import type { SettingsView, StageView, StepView, TrackListItem, TrackView } from '../../shared/types.js';
import type { AdaptSettingsRow, AdaptTrackRow, StoredStage, StoredStep } from '../entities/index.js';

// Steps stored before achievements have none.
export const stepView = (s: StoredStep): ServerAnswer<StepView> => ({ ...s, achievementId: s.achievementId ?? null });
export const stageView = (s: StoredStage): ServerAnswer<StageView> => ({ ...s, reward: !!s.reward });

export const trackView = (row: AdaptTrackRow, counts: { members: number; unfinished: number }): ServerAnswer<TrackView> => ({
  id: row.id,
  name: row.name,
  description: row.description,
  state: row.state,
  stages: row.stages.map(stageView),
  scenarios: row.scenarios,
  members: counts.members,
  unfinished: counts.unfinished,
  createdAt: row.createdAt,
});

export const trackItem = (row: AdaptTrackRow, members: number): ServerAnswer<TrackListItem> => ({
  id: row.id,
  name: row.name,
  state: row.state,
  stages: row.stages.length,
  steps: row.stages.reduce((n, s) => n + s.steps.length, 0),
  members,
  createdAt: row.createdAt,
});

export const settingsView = (
  s: Pick<AdaptSettingsRow, 'mentors' | 'hrs' | 'awards' | 'polls'>,
  mayManage: boolean,
): ServerAnswer<SettingsView> => ({
  mentors: s.mentors,
  hrs: s.hrs,
  awards: s.awards,
  polls: s.polls,
  mayManage,
});
