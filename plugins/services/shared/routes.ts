import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf } from '@atrium/sdk/shared';
import {
  PassStepInput,
  RequestInput,
  RequestStepInput,
  RequestStepUpdate,
  RequestUpdate,
  RunnedQuery,
  SendServiceRequest,
  ServiceGroupInput,
  ServiceGroupUpdate,
  ServiceInput,
  ServiceListQuery,
  ServiceUpdate,
  StartFromTemplate,
  WaitingQuery,
} from './schemas.js';
import type { RequestView, ServiceGroupView, ServiceListItem, ServiceView } from './types.js';

/** Id params name their entity, so the isolation suite can try another client's ids. */
const ServiceId = z.object({ id: idOf('Service') });
const GroupId = z.object({ id: idOf('ServiceGroup') });
const RequestId = z.object({ id: idOf('ServiceRequest') });
const RequestOf = z.object({ bp: idOf('ServiceRequest') });

/** The Services calls of spec features §7 (and the generic `api/service[/{id}]` calls), declared once. */
export const servicesRoutes = {
  groups: defineRoute('get', '/service_group/byClient/:id', {
    params: z.object({ id: idOf('Client') }),
    answer: wire.result<ServiceGroupView[]>(),
  }),
  createGroup: defineRoute('post', '/service_group', { body: ServiceGroupInput, answer: wire.result<ServiceGroupView>() }),
  updateGroup: defineRoute('put', '/service_group/:id', {
    params: GroupId,
    body: ServiceGroupUpdate,
    answer: wire.result<ServiceGroupView>(),
  }),
  removeGroup: defineRoute('delete', '/service_group/:id', { params: GroupId, answer: wire.result<{ _id: string }>() }),
  list: defineRoute('get', '/service', { query: ServiceListQuery, answer: wire.page<ServiceListItem>() }),
  byArticle: defineRoute('get', '/service/byArticle/:id', {
    params: z.object({ id: idOf('Article') }),
    answer: wire.result<ServiceListItem[]>(),
  }),
  get: defineRoute('get', '/service/:id', { params: ServiceId, answer: wire.result<ServiceView>() }),
  create: defineRoute('post', '/service', { body: ServiceInput, answer: wire.result<ServiceView>() }),
  update: defineRoute('put', '/service/:id', { params: ServiceId, body: ServiceUpdate, answer: wire.result<ServiceView>() }),
  remove: defineRoute('delete', '/service/:id', { params: ServiceId, answer: wire.result<{ _id: string }>() }),
  send: defineRoute('post', '/user/send_service_req', { body: SendServiceRequest, answer: wire.result<RequestView>() }),
  request: defineRoute('get', '/bp/:id', { params: RequestId, answer: wire.result<RequestView>() }),
  createRequest: defineRoute('post', '/bp', { body: RequestInput, answer: wire.result<RequestView>() }),
  startRequest: defineRoute('post', '/bp/start', { body: StartFromTemplate, answer: wire.result<RequestView>() }),
  updateRequest: defineRoute('put', '/bp/:id', { params: RequestId, body: RequestUpdate, answer: wire.result<RequestView>() }),
  templates: defineRoute('get', '/bp/tmpls/:id', { params: ServiceId, answer: wire.result<RequestView[]>() }),
  convert: defineRoute('post', '/bp/convert/:id', { params: RequestId, answer: wire.result<RequestView>() }),
  addStep: defineRoute('post', '/bp/:bp/step', { params: RequestOf, body: RequestStepInput, answer: wire.result<RequestView>() }),
  updateStep: defineRoute('put', '/bp/:bp/step', { params: RequestOf, body: RequestStepUpdate, answer: wire.result<RequestView>() }),
  removeStep: defineRoute('delete', '/bp/:bp/step/:stepId', {
    params: RequestOf.extend({ stepId: z.string().min(1).max(36) }),
    answer: wire.result<RequestView>(),
  }),
  removeRequest: defineRoute('delete', '/bp/:id', { params: RequestId, answer: wire.result<{ _id: string }>() }),
  passStep: defineRoute('post', '/bp/:id/pass_step', { params: RequestId, body: PassStepInput, answer: wire.result<RequestView>() }),
  runned: defineRoute('get', '/bp/runned/:userId', {
    params: z.object({ userId: idOf('User') }),
    query: RunnedQuery,
    answer: wire.page<RequestView>(),
  }),
  waiting: defineRoute('get', '/bp/waiting', { query: WaitingQuery, answer: wire.page<RequestView>() }),
};
