import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf } from '@atrium/sdk/shared';
import { VacationDecision, VacationInput, VacationsQuery, VacationUpdate } from './schemas.js';
import type { MyVacations, TeamVacation, VacationsChart, VacationView } from './types.js';

/** Id params name their entity, so the isolation suite can try another client's ids. */
const VacationId = z.object({ id: idOf('Vacation') });
const UserVacationId = z.object({ user: idOf('User'), id: idOf('Vacation') });
const ChiefId = z.object({ id: idOf('User') });

/** The vacation calls of spec §7 (`api/user/...`), and our own under `api/vacations/...` (README). */
export const vacationRoutes = {
  chart: defineRoute('get', '/user/vacations', { query: VacationsQuery, answer: wire.result<VacationsChart>() }),
  create: defineRoute('post', '/user/vacation', { body: VacationInput, answer: wire.result<VacationView>() }),
  createByPut: defineRoute('put', '/user/vacation', { body: VacationInput, answer: wire.result<VacationView>() }),
  update: defineRoute('put', '/user/vacation/:id', { params: VacationId, body: VacationUpdate, answer: wire.result<VacationView>() }),
  updateByPost: defineRoute('post', '/user/vacation/:id', {
    params: VacationId,
    body: VacationUpdate,
    answer: wire.result<VacationView>(),
  }),
  remove: defineRoute('delete', '/user/vacation/:user/:id', { params: UserVacationId, answer: wire.result<{ _id: string }>() }),
  mine: defineRoute('get', '/vacations/mine', { answer: wire.result<MyVacations>() }),
  pending: defineRoute('get', '/vacations/pending', { answer: wire.result<TeamVacation[]>() }),
  decide: defineRoute('put', '/vacations/:id/decision', {
    params: VacationId,
    body: VacationDecision,
    answer: wire.result<VacationView>(),
  }),
  team: defineRoute('get', '/vacations/team/:id', { params: ChiefId, answer: wire.result<TeamVacation[]>() }),
};
