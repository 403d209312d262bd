import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf, PageQuery } from '@atrium/sdk/shared';
import { FinishTaskInput, IdpInput, IdpListQuery, IdpUpdate } from './schemas.js';
import type { FinishTaskResult, IdpListItem, IdpSummary, IdpView } from './types.js';

/** Id params name their entity, so the isolation suite can try another client's ids. */
const IdpId = z.object({ id: idOf('Idp') });
const EmployeeId = z.object({ id: idOf('User') });

/** The IDP calls of spec features §7 and the generic `api/idp[/{id}]` calls (README). */
export const idpRoutes = {
  list: defineRoute('get', '/idp', { query: IdpListQuery, answer: wire.page<IdpListItem>() }),
  ofEmployee: defineRoute('get', '/idp/list/:id', { params: EmployeeId, query: PageQuery, answer: wire.page<IdpListItem>() }),
  finishTask: defineRoute('post', '/idp/finish_task', { body: FinishTaskInput, answer: wire.result<FinishTaskResult>() }),
  analytics: defineRoute('get', '/idp/analytics', { answer: wire.result<IdpSummary>() }),
  team: defineRoute('get', '/idp/team/:id', { params: EmployeeId, answer: wire.result<IdpSummary>() }),
  item: defineRoute('get', '/idp/:id', { params: IdpId, answer: wire.result<IdpView>() }),
  create: defineRoute('post', '/idp', { body: IdpInput, answer: wire.result<IdpView>() }),
  update: defineRoute('put', '/idp/:id', { params: IdpId, body: IdpUpdate, answer: wire.result<IdpView>() }),
  remove: defineRoute('delete', '/idp/:id', { params: IdpId, answer: wire.result<{ _id: string }>() }),
};
