import type { FormStep, StepKind } from '../../shared/constants.js';
import type { StepView } from '../../shared/types.js';
import type { CycleRow, ParticipantRow } from '../entities/index.js';

export const today = () => new Date().toISOString().slice(0, 10);
export const stepOf = (cycle: CycleRow, kind: StepKind): StepView | undefined => cycle.steps.find((s) => s.kind === kind);

/** A step is open in an active cycle once it is active and its start day has come (no start: from the cycle's start). */
export function stepOpen(cycle: CycleRow, kind: StepKind): boolean {
  const s = stepOf(cycle, kind);
  return cycle.status === 'active' && !!s?.active && (!s.startAt || s.startAt <= today());
}

/** Who fills a form step about one person under review. */
export function respondentsOf(step: FormStep, p: Pick<ParticipantRow, 'userId' | 'chiefs' | 'subordinates' | 'peers'>): string[] {
  if (step === 'self') return [p.userId];
  if (step === 'chief') return p.chiefs;
  if (step === 'subordinate') return p.subordinates;
  return p.peers;
}

/**
 * Whether the person and their chiefs may see the result: with an approval step, once it is approved; with a
 * results-access step, from its start day (no start: once the cycle is completed); without one, once completed.
 */
export function resultsOpen(cycle: CycleRow, p: ParticipantRow): boolean {
  if (cycle.status === 'draft') return false;
  if (stepOf(cycle, 'approval')?.active && !p.approved) return false;
  const access = stepOf(cycle, 'access');
  const done = cycle.status === 'completed' || cycle.status === 'archived';
  if (access?.active && access.startAt) return access.startAt <= today();
  return done;
}
