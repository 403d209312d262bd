import type { ServerAnswer } from '@atrium/sdk/server';
import type { Grant } from '@atrium/sdk/shared';
import type { ServiceGroupView, ServiceListItem, ServiceView } from '../../shared/types.js';
import type { ServiceGroupRow, ServiceRow } from '../entities/index.js';

export const groupView = (row: ServiceGroupRow, services: number): ServerAnswer<ServiceGroupView> => ({
  id: row.id,
  name: row.name,
  services,
});

export const serviceItem = (row: ServiceRow): ServerAnswer<ServiceListItem> => ({
  id: row.id,
  name: row.name,
  description: row.description,
  groupId: row.groupId,
  type: row.type,
  daysLimit: row.daysLimit,
  steps: row.steps.length,
});

/** The whole service; who reads it and who receives its requests are shown to its managers only. */
export function serviceView(row: ServiceRow, manage: boolean, audience: Grant[]): ServerAnswer<ServiceView> {
  return {
    ...serviceItem(row),
    departmentId: row.departmentId,
    forAll: row.forAll,
    steps: row.steps,
    articleId: row.articleId,
    canManage: manage,
    audience: manage ? audience : [],
    receivers: manage ? row.receivers : [],
    createdAt: row.createdAt,
  };
}
