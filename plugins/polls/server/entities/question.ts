import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { QuestionKind } from '../../shared/constants.js';

export interface PollQuestionRow extends ClientRow {
  pollId: string;
  position: number;
  text: string;
  mandatory: boolean;
  kind: QuestionKind;
  /** 5, 10 or 100 for a range; null otherwise. */
  scale: number | null;
  /** The options of a choice question. */
  answers: string[];
}

export const PollQuestion = defineEntity<PollQuestionRow>({
  name: 'PollQuestion',
  table: 'poll_question',
  indices: [{ columns: ['pollId', 'position'] }],
  columns: {
    pollId: { type: 'varchar', length: 36 },
    position: { type: 'int' },
    text: { type: 'varchar', length: 1000 },
    mandatory: { type: 'boolean', default: false },
    kind: { type: 'varchar', length: 8 },
    scale: { type: 'int', nullable: true },
    answers: { type: 'simple-json' },
  },
});
