import type { SchemaForm } from '@atrium/sdk/ui/form';
import { STEP_KINDS, type Detail } from '../../shared/constants.js';
import type { ParticipantInput } from '../../shared/schemas.js';
import type { CycleView, StepView } from '../../shared/types.js';

/** A cycle as its editor holds it. */
export interface Draft extends Record<string, unknown> {
  name: string;
  articleId: string | null;
  visibility: { chief: Detail; employee: Detail };
  steps: StepView[];
  /** Chiefs and subordinates left out are taken from the structure when the cycle is saved. */
  participants: ParticipantInput[];
}

/** A new cycle: self and chief assessment on, as most 360 cycles start. */
export const blank = (): Draft => ({
  name: '',
  articleId: null,
  visibility: { chief: 'brief', employee: 'brief' },
  steps: STEP_KINDS.map((kind) => ({
    kind,
    active: kind === 'self' || kind === 'chief',
    startAt: null,
    endAt: null,
    questionnaireId: null,
  })),
  participants: [],
});

export const fromView = (c: CycleView): Draft => ({
  name: c.name,
  articleId: c.articleId,
  visibility: c.visibility,
  steps: c.steps,
  participants: c.participants.map((p) => ({ userId: p.userId, chiefs: p.chiefs, subordinates: p.subordinates, peers: p.peers })),
});

/** What an active cycle may still change (README): its people and the steps' kinds and questionnaires stay. */
export const activeBody = ({ participants: _p, ...rest }: Draft) => rest;

/** The editor's form, shared by its tabs. */
export type CycleDraftForm = SchemaForm<Draft, unknown>;
