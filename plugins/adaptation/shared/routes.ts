import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf, PageQuery } from '@atrium/sdk/shared';
import {
  ActiveInput,
  AddUserInput,
  RoleParam,
  SettingsInput,
  StageInput,
  StageQuery,
  StageStepsInput,
  StageUpdate,
  StepInput,
  StepQuery,
  StepUpdate,
  TrackInput,
  TrackListQuery,
  TrackUpdate,
} from './schemas.js';
import type {
  AdaptationView,
  JourneyView,
  TrackAnalytics,
  ListForItem,
  SettingsView,
  StageView,
  StepView,
  TrackListItem,
  TracksSummary,
  TrackView,
} from './types.js';

/** Id params name their entity, so the isolation suite can try another client's ids. */
const TrackId = z.object({ id: idOf('AdaptTrack') });
const TrackParam = z.object({ track: idOf('AdaptTrack') });
const AdaptId = z.object({ id: idOf('AdaptUserTrack') });
const Step = z.string().min(1).max(36);
const Done = wire.result<{ _id: string }>();

/** The 22 Adaptation calls of spec features §7 and the generic `api/adaptation[/{id}]` calls, declared once. */
export const adaptationRoutes = {
  list: defineRoute('get', '/adaptation', { query: TrackListQuery, answer: wire.page<TrackListItem>() }),
  // Not in the spec: the tracks page's figures, so it need not load every track to count them (README, API).
  summary: defineRoute('get', '/adaptation/summary', { answer: wire.result<TracksSummary>() }),
  create: defineRoute('post', '/adaptation', { body: TrackInput, answer: wire.result<TrackView>() }),
  get: defineRoute('get', '/adaptation/:id', { params: TrackId, answer: wire.result<TrackView>() }),
  update: defineRoute('put', '/adaptation/:id', { params: TrackId, body: TrackUpdate, answer: wire.result<TrackView>() }),

  addUser: defineRoute('post', '/adaptation/add_user', { body: AddUserInput, answer: wire.result<AdaptationView>() }),
  addStage: defineRoute('post', '/adaptation/track/:track/stage', {
    params: TrackParam,
    body: StageInput,
    answer: wire.result<StageView>(),
  }),
  updateStage: defineRoute('put', '/adaptation/track/:track/stage', {
    params: TrackParam,
    body: StageUpdate,
    answer: wire.result<StageView>(),
  }),
  removeStage: defineRoute('delete', '/adaptation/track/:track/stage', { params: TrackParam, query: StageQuery, answer: Done }),
  addStep: defineRoute('post', '/adaptation/track/:track/step', { params: TrackParam, body: StepInput, answer: wire.result<StepView>() }),
  updateStep: defineRoute('put', '/adaptation/track/:track/step', {
    params: TrackParam,
    body: StepUpdate,
    answer: wire.result<StepView>(),
  }),
  removeStep: defineRoute('delete', '/adaptation/track/:track/step', { params: TrackParam, query: StepQuery, answer: Done }),
  stageSteps: defineRoute('put', '/adaptation/track/:track/:scenario/:stage/steps', {
    params: z.object({ track: idOf('AdaptTrack'), scenario: Step, stage: Step }),
    body: StageStepsInput,
    answer: wire.result<TrackView>(),
  }),
  analytics: defineRoute('get', '/adaptation/track/:id/analytics', {
    params: TrackId,
    query: PageQuery,
    answer: wire.result<TrackAnalytics>(),
  }),
  members: defineRoute('get', '/adaptation/track/:id/members', { params: TrackId, query: PageQuery, answer: wire.page<AdaptationView>() }),
  listFor: defineRoute('get', '/adaptation/list_for/:user', {
    params: z.object({ user: idOf('User') }),
    answer: wire.result<ListForItem[]>(),
  }),
  removeUser: defineRoute('delete', '/adaptation/:track/:user_track', {
    params: z.object({ track: idOf('AdaptTrack'), user_track: idOf('AdaptUserTrack') }),
    answer: Done,
  }),
  onTrack: defineRoute('get', '/adaptation/on_track/:id', { params: AdaptId, answer: wire.result<JourneyView>() }),
  as: defineRoute('get', '/adaptation/on/:adapt/as/:role', {
    params: z.object({ adapt: idOf('AdaptUserTrack'), role: RoleParam }),
    answer: wire.result<JourneyView>(),
  }),
  finish: defineRoute('post', '/adaptation/:user_track/finish/:step', {
    params: z.object({ user_track: idOf('AdaptUserTrack'), step: Step }),
    answer: wire.result<JourneyView>(),
  }),
  unfinish: defineRoute('post', '/adaptation/:id/unfinish', { params: AdaptId, answer: wire.result<JourneyView>() }),
  resume: defineRoute('post', '/adaptation/:track/resume/:step', {
    params: z.object({ track: idOf('AdaptUserTrack'), step: Step }),
    answer: wire.result<JourneyView>(),
  }),
  del: defineRoute('post', '/adaptation/:track/del/:step', {
    params: z.object({ track: idOf('AdaptUserTrack'), step: Step }),
    answer: wire.result<JourneyView>(),
  }),
  settings: defineRoute('get', '/adaptation/:client/settings', {
    params: z.object({ client: idOf('Client') }),
    answer: wire.result<SettingsView>(),
  }),
  saveSettings: defineRoute('post', '/adaptation/:client/settings', {
    params: z.object({ client: idOf('Client') }),
    body: SettingsInput,
    answer: wire.result<SettingsView>(),
  }),
  active: defineRoute('put', '/adaptation/active', { body: ActiveInput, answer: wire.result<AdaptationView>() }),
  copy: defineRoute('post', '/adaptation/copy/:id', { params: TrackId, answer: wire.result<TrackView>() }),
  remove: defineRoute('post', '/adaptation/delete/:id', { params: TrackId, answer: Done }),
};
