import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf, PageQuery } from '@atrium/sdk/shared';
import {
  GroupInput,
  GroupListQuery,
  GroupUpdate,
  InviteBody,
  ProjectInput,
  ProjectParticipantBody,
  ProjectUpdate,
  ReplaceOwnerBody,
} from './schemas.js';
import type { GroupListItem, GroupView, ProjectView } from './types.js';

/** Ids in paths name their entity, so the isolation suite can substitute another client's ids. */
const GroupId = z.object({ id: idOf('Group') });
const GroupUser = z.object({ groupId: idOf('Group'), userId: idOf('User') });
const UserId = z.object({ id: idOf('User') });
const ProjectId = z.object({ id: idOf('Project') });
const page = wire.page<GroupListItem>();
const group = wire.result<GroupView>();

/** Every route of groups and their projects, declared once, joining included (README, API). */
export const groupRoutes = {
  create: defineRoute('post', '/group', { body: GroupInput, answer: group }),
  byUser: defineRoute('get', '/group/byUser/:id', { params: UserId, query: GroupListQuery, answer: page }),
  byClient: defineRoute('get', '/group/byClient/:id', { params: z.object({ id: idOf('Client') }), query: GroupListQuery, answer: page }),
  canReadBy: defineRoute('get', '/group/can_read_by/:id', { params: UserId, query: PageQuery, answer: page }),
  get: defineRoute('get', '/group/:id', { params: GroupId, answer: group }),
  update: defineRoute('put', '/group/:id', { params: GroupId, body: GroupUpdate, answer: group }),
  remove: defineRoute('delete', '/group/:id', { params: GroupId, answer: wire.result<{ _id: string }>() }),

  grant: defineRoute('post', '/group/:groupId/grants/user/:userId', { params: GroupUser, answer: group }),
  revoke: defineRoute('delete', '/group/:groupId/grants/user/:userId', { params: GroupUser, answer: group }),
  replaceOwner: defineRoute('post', '/group/replace_owner/:userId/:client', {
    params: z.object({ userId: idOf('User'), client: idOf('Client') }),
    body: ReplaceOwnerBody,
    answer: wire.result<{ replaced: number }>(),
  }),
  setOwner: defineRoute('put', '/group/:groupId/owner/:newOwner', {
    params: z.object({ groupId: idOf('Group'), newOwner: idOf('User') }),
    answer: group,
  }),

  // Joining: requests, invitations and their answers; the paths are our own design (README, API).
  join: defineRoute('post', '/group/:id/join', { params: GroupId, answer: group }),
  leave: defineRoute('post', '/group/:id/leave', { params: GroupId, answer: wire.result<{ _id: string }>() }),
  approve: defineRoute('post', '/group/:groupId/requests/:userId/approve', { params: GroupUser, answer: group }),
  reject: defineRoute('post', '/group/:groupId/requests/:userId/reject', { params: GroupUser, answer: group }),
  invite: defineRoute('post', '/group/:id/invitations', { params: GroupId, body: InviteBody, answer: group }),
  accept: defineRoute('post', '/group/:id/invitation/accept', { params: GroupId, answer: group }),
  decline: defineRoute('post', '/group/:id/invitation/decline', { params: GroupId, answer: wire.result<{ _id: string }>() }),
  toggleAdmin: defineRoute('put', '/group/:groupId/admins/:userId', { params: GroupUser, answer: group }),
  removeMember: defineRoute('delete', '/group/:groupId/members/:userId', { params: GroupUser, answer: group }),

  createProject: defineRoute('post', '/project', { body: ProjectInput, answer: wire.result<ProjectView>() }),
  projects: defineRoute('get', '/project', { query: PageQuery, answer: wire.page<ProjectView>() }),
  project: defineRoute('get', '/project/:id', { params: ProjectId, answer: wire.result<ProjectView>() }),
  updateProject: defineRoute('put', '/project/:id', { params: ProjectId, body: ProjectUpdate, answer: wire.result<ProjectView>() }),
  removeProject: defineRoute('delete', '/project/:id', { params: ProjectId, answer: wire.result<{ _id: string }>() }),
  addParticipant: defineRoute('post', '/projectParticipant', { body: ProjectParticipantBody, answer: wire.result<ProjectView>() }),
};
