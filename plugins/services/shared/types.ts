import type { Grant } from '@atrium/sdk/shared';
import type { FieldType, PerformerKind, RequestResult, ServiceType } from './constants.js';

/** A service group as the API answers it, with how many services it holds. */
export interface ServiceGroupView {
  _id: string;
  name: string;
  services: number;
}

export interface FormFieldView {
  _id: string;
  name: string;
  type: FieldType;
  required: boolean;
  options: string[];
}

export interface StepView {
  _id: string;
  name: string;
  performers: { kind: PerformerKind; userIds: string[] };
  form: { name: string; fields: FormFieldView[] } | null;
  review: boolean;
}

/** A service in the catalogue. */
export interface ServiceListItem {
  _id: string;
  name: string;
  description: string;
  groupId: string;
  type: ServiceType;
  daysLimit: number;
  steps: number;
}

/** One service with its steps; `audience` and `receivers` only for those who manage it. */
export interface ServiceView {
  _id: string;
  name: string;
  description: string;
  groupId: string;
  type: ServiceType;
  departmentId: string | null;
  daysLimit: number;
  forAll: boolean;
  steps: StepView[];
  articleId: string | null;
  canManage: boolean;
  audience: Grant[];
  receivers: string[];
  createdAt: string;
}

/** One step of a request: its performers as resolved when the request was filed, and the decision taken. */
export interface RequestStepView {
  _id: string;
  name: string;
  performerIds: string[];
  review: boolean;
  /** The step's form, copied from the service when filed (none on steps drawn by hand), and its values once filled. */
  form: { name: string; fields: FormFieldView[] } | null;
  values: Record<string, unknown> | null;
  decision: 'accepted' | 'declined' | null;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  /** When the step is due (from the service's days limit); null when there is no limit or it has not started. */
  deadline: string | null;
}

/** A request (a run of a service's business process). */
export interface RequestView {
  _id: string;
  serviceId: string;
  name: string;
  initiatorId: string;
  steps: RequestStepView[];
  /** The index of the step that waits; equals the number of steps once finished. */
  current: number;
  result: RequestResult | null;
  createdAt: string;
  finishedAt: string | null;
  /** A template is kept to start requests from (`POST api/bp/start`); it never runs. */
  template: boolean;
  /** Whether the caller performs the step that waits. */
  mayPass: boolean;
}
