import type { Grant } from '@atrium/sdk/shared';
import type { ServiceType } from '../../shared/constants.js';
import type { FormFieldView, ServiceView, StepView } from '../../shared/types.js';

/**
 * A form field and a step in the editor are the service's own (every row has an `_id`: new ones a fresh one, kept by
 * the server), so rows can be dragged.
 */
export type FieldDraft = FormFieldView;
export type StepDraft = StepView;

/** The editor's values: the body of `POST api/service` (and of a whole `PUT`). */
export interface ServiceDraft extends Record<string, unknown> {
  name: string;
  description: string;
  groupId: string;
  type: ServiceType;
  departmentId: string | null;
  daysLimit: number;
  forAll: boolean;
  audience: Grant[];
  receivers: string[];
  steps: StepDraft[];
  articleId: string | null;
}

export const newStep = (): StepDraft => ({
  _id: crypto.randomUUID(),
  name: '',
  performers: { kind: 'initiator', userIds: [] },
  form: null,
  review: false,
});

export const newField = (): FieldDraft => ({ _id: crypto.randomUUID(), name: '', type: 'string', required: false, options: [] });

/** A new service starts with one step; an existing one as the server answered it. */
export function draftOf(service: ServiceView | undefined, groupId: string | undefined): ServiceDraft {
  if (!service)
    return {
      name: '',
      description: '',
      groupId: groupId ?? '',
      type: 'simple',
      departmentId: null,
      daysLimit: 0,
      forAll: true,
      audience: [],
      receivers: [],
      steps: [newStep()],
      articleId: null,
    };
  const { name, description, groupId: group, type, departmentId, daysLimit, forAll, audience, receivers, steps, articleId } = service;
  return { name, description, groupId: group, type, departmentId, daysLimit, forAll, audience, receivers, steps, articleId };
}
