import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { RequestResult, ServiceType } from '../../shared/constants.js';
import type { FormFieldView, RequestStepView, StepView } from '../../shared/types.js';

export interface ServiceGroupRow extends ClientRow {
  name: string;
}

/** A group of the catalogue ("section" in the spec's older words). */
export const ServiceGroup = defineEntity<ServiceGroupRow>({
  name: 'ServiceGroup',
  table: 'services_group',
  columns: { name: { type: 'varchar', length: 200 } },
});

/** A step as stored: ids are `id`, answered as `_id` like every row's. */
export type StoredStep = Omit<StepView, '_id' | 'form'> & {
  id: string;
  form: { name: string; fields: (Omit<FormFieldView, '_id'> & { id: string })[] } | null;
};

export interface ServiceRow extends ClientRow {
  name: string;
  description: string;
  groupId: string;
  type: ServiceType;
  departmentId: string | null;
  daysLimit: number;
  forAll: boolean;
  receivers: string[];
  /** The steps with their performers and forms, read and written whole: at most 5 steps of at most 10 fields. */
  steps: StoredStep[];
  articleId: string | null;
  authorId: string;
}

/** A service (the template of a business process); who may file it is its content grants. */
export const Service = defineEntity<ServiceRow>({
  name: 'Service',
  table: 'services',
  columns: {
    name: { type: 'varchar', length: 200 },
    description: { type: 'text' },
    groupId: { type: 'varchar', length: 36 },
    type: { type: 'varchar', length: 10 },
    departmentId: { type: 'varchar', length: 64, nullable: true },
    daysLimit: { type: 'int', default: 0 },
    forAll: { type: 'boolean', default: true },
    receivers: { type: 'simple-json' },
    steps: { type: 'simple-json' },
    articleId: { type: 'varchar', length: 64, nullable: true },
    authorId: { type: 'varchar', length: 36 },
  },
  indices: [{ columns: ['groupId'] }, { columns: ['articleId'] }],
});

/** A request's step as stored: its id is `id`, answered as `_id`. */
export type StoredRequestStep = Omit<RequestStepView, '_id' | 'form'> & { id: string; form: StoredStep['form'] };

export interface ServiceRequestRow extends ClientRow {
  serviceId: string;
  name: string;
  initiatorId: string;
  /** The service's steps copied when filed, with performers resolved, so later edits of the service change no running request. */
  steps: StoredRequestStep[];
  current: number;
  result: RequestResult | null;
  finishedAt: Date | null;
  /** The waiting step's deadline, in a column so the daily reminder finds overdue requests in SQL; null when none. */
  dueAt: Date | null;
  /** A template (spec: Request.template): its initiator's saved route to start requests from; it never runs. */
  template: boolean;
  /**
   * The performers of the waiting step as `,id,id,` (empty once finished and on templates), so "waiting for me" is
   * one LIKE in SQL rather than a read of every running request's steps.
   */
  waitingFor: string;
}

/** A request: one run of a service's business process by its initiator. */
export const ServiceRequest = defineEntity<ServiceRequestRow>({
  name: 'ServiceRequest',
  table: 'services_request',
  columns: {
    serviceId: { type: 'varchar', length: 36 },
    name: { type: 'varchar', length: 200 },
    initiatorId: { type: 'varchar', length: 36 },
    steps: { type: 'simple-json' },
    current: { type: 'int', default: 0 },
    result: { type: 'varchar', length: 10, nullable: true },
    finishedAt: { type: 'datetime', precision: 3, nullable: true },
    dueAt: { type: 'datetime', precision: 3, nullable: true },
    template: { type: 'boolean', default: false },
    waitingFor: { type: 'varchar', length: 200, default: '' },
  },
  indices: [{ columns: ['initiatorId', 'createdAt'] }, { columns: ['serviceId'] }, { columns: ['dueAt'] }],
});

export interface ServiceReminderRow extends ClientRow {
  requestId: string;
  stepId: string;
  /** The day (YYYY-MM-DD, UTC) the reminder was sent. */
  day: string;
}

/** One overdue reminder per request, step and day: written with `insertOnce` before sending, so two nodes send one. */
export const ServiceReminder = defineEntity<ServiceReminderRow>({
  name: 'ServiceReminder',
  table: 'services_reminder',
  columns: {
    requestId: { type: 'varchar', length: 36 },
    stepId: { type: 'varchar', length: 36 },
    day: { type: 'varchar', length: 10 },
  },
  indices: [{ columns: ['requestId', 'stepId', 'day'], unique: true }],
});
