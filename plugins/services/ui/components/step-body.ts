import type { RequestStepInput } from '../../shared/schemas.js';
import type { StepHead } from '../editor/StepFields.js';

/** A step drawn by hand as the step calls take it: chosen employees only when they perform it. */
export const stepBody = ({ name, performers, review }: StepHead): RequestStepInput => ({
  name,
  performers: { kind: performers.kind, userIds: performers.kind === 'employees' ? performers.userIds : [] },
  review,
});
